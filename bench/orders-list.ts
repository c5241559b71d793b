/**
 * Benchmark: a store with 10,000 orders opens its Orders tab. Times the requests the tab makes (the
 * first page, the filter counts, the dashboard stats) through the real HTTP layer (app.inject), on
 * PGlite, or on PostgreSQL when DATABASE_URL is set, next to GET /api/health measured in the same
 * run as the reference (these machines are shared and noisy: compare ratios, not milliseconds).
 *
 *   npm run bench:orders                 # PGlite
 *   DATABASE_URL=postgres://… npm run bench:orders
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { orderItems } from "#server/db/schema/order-items";
import { orders } from "#server/db/schema/orders";
import { createProduct } from "#tests/helpers/factories";
import { createTestApp, registerMerchant } from "#tests/helpers/test-app";
import { createCustomerlessOrders } from "./seed-orders";
import { percentile, requestTimes } from "./support/request-times";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const driver = process.env.DATABASE_URL ? "postgres" : "pglite";

const t = await createTestApp(driver);
try {
  const { client, merchant } = await registerMerchant(t.app);
  const product = await createProduct(t.database.db, merchant.id, { quantity: null });
  const seeded = performance.now();
  await createCustomerlessOrders(t.database.db, merchant.id, product, ORDERS);
  console.log(`seeded ${ORDERS} orders in ${((performance.now() - seeded) / 1000).toFixed(1)} s (${driver})`);
  const countOf = async (table: typeof orders | typeof orderItems) =>
    (await t.database.db.execute<{ n: string }>(sql`select count(*) as n from ${table}`)).rows[0]?.n;
  console.log(`rows: ${await countOf(orders)} orders, ${await countOf(orderItems)} order lines`);

  async function measure(label: string, url: string) {
    const times = await requestTimes(client, url, RUNS);
    return { label, p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
  }

  const reference = await measure("GET /api/health (reference)", "/api/health");
  const rows = [
    reference,
    await measure("first page (50)", "/api/merchant/orders"),
    await measure("first page, detailed (50)", "/api/merchant/orders/detailed"),
    await measure("filtered: completed", "/api/merchant/orders?status=completed"),
    await measure("filter counts", "/api/merchant/orders/counts"),
    await measure("dashboard stats", "/api/merchant/stats?tz=America/New_York"),
  ];
  const tabOpen = rows[1]!.p50 + rows[4]!.p50 + rows[5]!.p50;
  console.log(`\n${driver}, ${ORDERS} orders, ${RUNS} runs each`);
  console.log("what                              p50 ms   p95 ms   p50 / reference");
  for (const row of rows) {
    console.log(
      `${row.label.padEnd(32)} ${row.p50.toFixed(1).padStart(7)} ${row.p95.toFixed(1).padStart(8)} ${(row.p50 / reference.p50).toFixed(1).padStart(10)}x`,
    );
  }
  console.log(`Orders tab opens (page + counts + stats, p50): ${tabOpen.toFixed(1)} ms`);
} finally {
  await t.close();
}
