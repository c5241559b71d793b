import { describe, expect, it } from "vitest";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createMerchant, createProduct } from "#tests/helpers/factories";
import { sample } from "#tests/helpers/metrics-text";
import { buildTestApp, TestClient, testConfig } from "#tests/helpers/test-app";

/**
 * Prometheus' line grammar: a name, optional labels, a number. prom-client writes "Nan" (an event-loop
 * figure before its first sample), which Prometheus reads, as its parser ignores the case of NaN.
 */
const SAMPLE_LINE =
  /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{[a-z_]+="(?:[^"\\]|\\.)*"(,[a-z_]+="(?:[^"\\]|\\.)*")*\})? (-?[0-9.e+-]+|\+Inf|NaN|Nan)$/;

describeOnDrivers("GET /metrics", { config: { metricsEnabled: true } }, (t, driver) => {
  it("answers 404 unless METRICS_ENABLED is on", async () => {
    const off = await buildTestApp(t.database, testConfig());
    try {
      const res = await off.inject({ url: "/metrics" });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("storefront_");
    } finally {
      await off.close();
    }
  });

  describe("enabled", () => {
    it("counts requests and their latency by route pattern, never by URL", async () => {
      const db = t.database.db;
      const stores = [await createMerchant(db), await createMerchant(db)];
      for (const store of stores) {
        expect((await t.app.inject({ url: `/api/microsite/${store.businessSlug}` })).statusCode).toBe(200);
      }
      await t.app.inject({ url: "/api/microsite/no-such-store" });
      await t.app.inject({ url: "/api/nothing/here?x=1" });

      const res = await t.app.inject({ url: "/metrics" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
      const text = res.body;
      for (const line of text.split("\n").filter((l) => l && !l.startsWith("#"))) {
        expect(line).toMatch(SAMPLE_LINE);
      }
      const route = 'method="GET",route="/api/microsite/:slug"';
      expect(sample(text, `storefront_http_requests_total{${route},status="200"}`)).toBe(2);
      expect(sample(text, `storefront_http_requests_total{${route},status="404"}`)).toBe(1);
      expect(sample(text, `storefront_http_request_duration_seconds_count{${route}}`)).toBe(3);
      expect(sample(text, `storefront_http_request_duration_seconds_bucket{${route},le="+Inf"}`)).toBe(3);
      expect(sample(text, `storefront_http_request_duration_seconds_sum{${route}}`)).toBeGreaterThan(0);
      expect(
        sample(text, 'storefront_http_requests_total{method="GET",route="(no route)",status="404"}'),
      ).toBe(1);
      for (const url of [...stores.map((s) => s.businessSlug), "no-such-store", "/api/nothing"]) {
        expect(text).not.toContain(url);
      }
    });

    it("counts the orders placed, not the orders refused", async () => {
      const db = t.database.db;
      const store = await createMerchant(db);
      const product = await createProduct(db, store.id, { price: "5.00", quantity: 1 });
      const client = new TestClient(t.app);
      const order = (quantity: number) =>
        client.post("/api/orders", {
          merchantSlug: store.businessSlug,
          customer: { name: "Ada Lovelace", phone: "+1 212-555-0199", address: "12 Analytical Way" },
          items: [{ productId: product.id, quantity }],
        });
      const before = sample(
        (await t.app.inject({ url: "/metrics" })).body,
        'storefront_orders_placed_total{kind="delivery"}',
      );
      expect((await order(1)).statusCode).toBe(201);
      expect((await order(1)).statusCode).toBe(409); // sold out
      const text = (await t.app.inject({ url: "/metrics" })).body;
      expect(sample(text, 'storefront_orders_placed_total{kind="delivery"}')).toBe(before! + 1);
      expect(sample(text, 'storefront_orders_placed_total{kind="prescription"}')).toBe(0);
    });

    it("reports the process through prom-client's default collectors: event-loop lag, GC, heap, handles", async () => {
      const text = (await t.app.inject({ url: "/metrics" })).body;
      const families = new Set(
        text
          .split("\n")
          .filter((l) => l.startsWith("# TYPE "))
          .map((l) => l.split(" ")[2]),
      );
      for (const family of [
        "nodejs_eventloop_lag_seconds",
        "nodejs_eventloop_lag_p99_seconds",
        "nodejs_gc_duration_seconds",
        "nodejs_heap_size_used_bytes",
        "nodejs_heap_space_size_used_bytes",
        "nodejs_active_handles_total",
        "process_resident_memory_bytes",
        "process_start_time_seconds",
        "process_cpu_seconds_total",
      ]) {
        expect(families, family).toContain(family);
      }
      expect(sample(text, "nodejs_heap_size_used_bytes")).toBeGreaterThan(1_000_000);
      expect(sample(text, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
      const started = sample(text, "process_start_time_seconds")!;
      expect(Math.abs(started - (Date.now() / 1000 - process.uptime()))).toBeLessThan(5);
      expect(text).toContain(`nodejs_version_info{version="${process.version}"`);
    });

    it("reports the database pool: PostgreSQL's connections by state, PGlite's one connection", async () => {
      const text = (await t.app.inject({ url: "/metrics" })).body;
      if (driver === "postgres") {
        expect(sample(text, "storefront_db_pool_max_connections")).toBe(10);
        const idle = sample(text, 'storefront_db_pool_connections{state="idle"}');
        const inUse = sample(text, 'storefront_db_pool_connections{state="in_use"}');
        expect(idle! + inUse!).toBeGreaterThanOrEqual(1);
        expect(sample(text, "storefront_db_pool_waiting_queries")).toBe(0);
      } else {
        expect(sample(text, "storefront_db_pool_max_connections")).toBe(1);
        expect(sample(text, 'storefront_db_pool_connections{state="open"}')).toBe(1);
        expect(sample(text, "storefront_db_pool_waiting_queries")).toBeUndefined();
      }
    });
  });
});
