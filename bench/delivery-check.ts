/**
 * Benchmark: the public delivery check for a store with 50 zones (each a 40-point ring with a hole),
 * through the real HTTP layer, next to GET /api/health in the same run as the reference.
 *
 *   npm run bench:delivery                 # PGlite
 *   DATABASE_URL=postgres://… npm run bench:delivery
 */
import { performance } from "node:perf_hooks";
import { createMerchant, createZone } from "#tests/helpers/factories";
import { createTestApp } from "#tests/helpers/test-app";

const ZONES = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 500);
const driver = process.env.DATABASE_URL ? "postgres" : "pglite";

/** A circle-ish ring of `points` around a centre, closed. */
function ring(lng: number, lat: number, radius: number, points = 40): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < points; i++) {
    const a = (2 * Math.PI * i) / points;
    out.push([lng + radius * Math.cos(a), lat + radius * Math.sin(a)]);
  }
  out.push(out[0]!);
  return out;
}

const t = await createTestApp(driver);
try {
  const merchant = await createMerchant(t.database.db);
  // Overlapping zones across New York, so a point's bounding box matches several of them.
  for (let i = 0; i < ZONES; i++) {
    const lng = -74.05 + (i % 10) * 0.02;
    const lat = 40.65 + Math.floor(i / 10) * 0.03;
    const outer = ring(lng, lat, 0.03);
    const hole = ring(lng, lat, 0.005).reverse();
    const xs = outer.map((p) => p[0]);
    const ys = outer.map((p) => p[1]);
    await createZone(t.database.db, merchant.id, {
      name: `Zone ${i}`,
      polygon: { type: "Polygon", coordinates: [outer, hole] },
      bboxMinLng: Math.min(...xs).toFixed(6),
      bboxMinLat: Math.min(...ys).toFixed(6),
      bboxMaxLng: Math.max(...xs).toFixed(6),
      bboxMaxLat: Math.max(...ys).toFixed(6),
    });
  }
  async function measure(label: string, urlOf: (i: number) => string) {
    for (let w = 0; w < 20; w++) await t.app.inject({ url: urlOf(w) });
    const times: number[] = [];
    for (let r = 0; r < RUNS; r++) {
      const start = performance.now();
      const res = await t.app.inject({ url: urlOf(r) });
      times.push(performance.now() - start);
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    }
    times.sort((a, b) => a - b);
    return { label, p50: times[Math.floor(RUNS * 0.5)]!, p99: times[Math.floor(RUNS * 0.99)]! };
  }
  const reference = await measure("GET /api/health (reference)", () => "/api/health");
  const check = await measure("delivery check, 50 zones", (i) => {
    const lat = 40.64 + ((i * 7919) % 1500) / 10000;
    const lng = -74.07 + ((i * 104729) % 2200) / 10000;
    return `/api/microsite/${merchant.businessSlug}/delivery/check?lat=${lat.toFixed(5)}&lng=${lng.toFixed(5)}`;
  });
  console.log(`\n${driver}, ${ZONES} zones, ${RUNS} requests each`);
  console.log("what                            p50 ms   p99 ms   p50 / reference");
  for (const row of [reference, check]) {
    console.log(
      `${row.label.padEnd(30)} ${row.p50.toFixed(2).padStart(7)} ${row.p99.toFixed(2).padStart(8)} ${(row.p50 / reference.p50).toFixed(1).padStart(10)}x`,
    );
  }
  console.log(`target: p99 under 10 ms for the delivery check: ${check.p99 < 10 ? "met" : "NOT met"}`);
} finally {
  await t.close();
}
