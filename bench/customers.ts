/**
 * `npm run bench:customers`: the Customers screen's requests (issue 31) for a store of 100 customers
 * and one of 100,000, through the real HTTP layer (app.inject), p50 of 30 runs each, with the ratio
 * of the two. The target: the list opens in under a second with 100,000 customers.
 * GET /api/health is measured in the same run as the reference (these machines are shared and
 * noisy: read the ratios). On PostgreSQL it also prints the plan of the default list, which must
 * walk the (merchant_id, last_order_at, id) index rather than sort the store.
 *
 *   npm run bench:customers                                  # PGlite
 *   DATABASE_URL=postgres://… npm run bench:customers        # PostgreSQL
 *   BENCH_RUNS=50 BENCH_LARGE=20000 npm run bench:customers
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { ZCustomersQuery } from "#contracts/customers";
import { listCustomers } from "#server/modules/customers/queries";
import { createProduct } from "#tests/helpers/factories";
import { createTestApp, registerMerchant, TestClient } from "#tests/helpers/test-app";
import { compareStoreSizes, lastPageOffset } from "./support/store-sizes";

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const SMALL = 100;
const LARGE = Number(process.env.BENCH_LARGE ?? 100_000);
const REAL_ORDERS = 20;
const driver = process.env.DATABASE_URL ? "postgres" : "pglite";

const t = await createTestApp(driver);
try {
  const db = t.database.db;

  /**
   * A signed-in store with `count` customers written by one INSERT … SELECT over generate_series,
   * their figures given directly (as placing their orders would have counted them), and one regular with
   * REAL_ORDERS orders placed through POST /api/orders, for the customer page.
   */
  async function store(count: number) {
    const { client, merchant } = await registerMerchant(t.app);
    await db.execute(sql`
      insert into customers (merchant_id, name, phone, phone_key, address, orders_count, total_spent, first_order_at, last_order_at)
      select ${merchant.id}::uuid,
        (array['Ada','Grace','Alan','Edsger','Barbara','Donald','Frances','Ken','Margaret','Linus'])[1 + i % 10]
          || ' ' || (array['Lovelace','Hopper','Turing','Dijkstra','Liskov','Knuth','Allen','Thompson',
          'Hamilton','Torvalds','Ritchie','Kay','Wirth','Hoare','Perlis'])[1 + (i / 10) % 15] || ' ' || i,
        '+1 555 ' || lpad(i::text, 7, '0'),
        -- No valid number: its key is its digits, as phoneKey gives it (decision 0049).
        '1555' || lpad(i::text, 7, '0'),
        i || ' Main Street, Springfield',
        1 + i % 17,
        ((i * 7919) % 100000) / 100.0,
        now() - make_interval(days => 400) + make_interval(mins => i),
        now() - make_interval(days => 30) + make_interval(secs => i * 7 % 2000000)
      from generate_series(1, ${count}) as i`);
    const product = await createProduct(db, merchant.id, { name: "Tea", price: "4.25", quantity: null });
    const shopper = new TestClient(t.app);
    for (let i = 0; i < REAL_ORDERS; i++) {
      const res = await shopper.post("/api/orders", {
        merchantSlug: merchant.businessSlug,
        customer: {
          name: "Regular Customer",
          phone: "+1 555 0000001",
          address: "1 Main Street, Springfield",
        },
        items: [{ productId: product.id, quantity: 1 + (i % 3) }],
      });
      if (res.statusCode !== 201) throw new Error(`order: ${res.statusCode} ${res.body}`);
    }
    const regular = (await client.get("/api/customers?q=0000001")).json().customers[0].id as string;
    await db.execute(sql`analyze customers`);
    return { client, size: count, merchantId: merchant.id, regular };
  }

  const seeded = performance.now();
  const small = await store(SMALL);
  const large = await store(LARGE);
  console.log(
    `seeded ${SMALL} + ${LARGE} customers in ${((performance.now() - seeded) / 1000).toFixed(1)} s (${driver})`,
  );

  if (driver === "postgres") {
    const page = listCustomers(db, large.merchantId, ZCustomersQuery.parse({}));
    const plan = await db.execute(sql`explain analyze ${page}`);
    console.log("\nthe default list's plan (100,000 customers):");
    for (const row of plan.rows) console.log(`  ${Object.values(row)[0]}`);
  }

  await compareStoreSizes(
    driver,
    RUNS,
    [small, large],
    [
      { label: "GET /api/health (reference)", url: () => "/api/health" },
      { label: "open: ordered last first", url: () => "/api/customers" },
      { label: "sort by name", url: () => "/api/customers?sort=name" },
      { label: "sort by phone", url: () => "/api/customers?sort=phone" },
      { label: "sort by orders", url: () => "/api/customers?sort=orders" },
      { label: "sort by total spent", url: () => "/api/customers?sort=spent" },
      { label: "sort by first order", url: () => "/api/customers?sort=first" },
      { label: "sort by last order, ascending", url: () => "/api/customers?sort=last&dir=asc" },
      { label: "search a name 'hopper'", url: () => "/api/customers?q=hopper" },
      { label: "search a phone '555 00042'", url: () => "/api/customers?q=555%2000042" },
      { label: "last page", url: (s) => `/api/customers?offset=${lastPageOffset(s.size)}` },
      { label: `customer page (${REAL_ORDERS} orders)`, url: (s) => `/api/customers/${s.regular}` },
    ],
  );
} finally {
  await t.close();
}
