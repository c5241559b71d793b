import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createProduct } from "#tests/helpers/factories";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";

// Issue 44, decision 0014: the hold share's count (units_held, migration 0038) reads the holder's own
// orders, never the store's. Its plan used to be made once per connection, on a nearly empty table,
// and then read every order the store took that hour for each new order: orders slowed down as the
// store got busier (5,769 orders read and dropped for one order in a 10-second benchmark).

const HOUR = 60 * 60 * 1000;
const clock = Date.parse("2026-05-05T16:00:00Z");
const OTHER_ORDERS = 2_000;

describeOnDrivers("the hold share's count", { config: { trustProxy: 1 }, now: () => clock }, (t) => {
  it("reads the holder's few orders, however many other shoppers' orders the store took that hour", async () => {
    const { merchant } = await registerMerchant(t.app);
    const product = await createProduct(t.database.db, merchant.id, { quantity: 100_000 });
    const placed = await new TestClient(t.app).request(
      "POST",
      "/api/orders",
      {
        merchantSlug: merchant.businessSlug,
        customer: { name: "Ada Lovelace", phone: "212-555-0199", address: "12 Analytical Way, New York" },
        items: [{ productId: product.id, quantity: 3 }],
      },
      { headers: { "x-forwarded-for": "198.51.100.7" } },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const since = new Date(clock - HOUR).toISOString();

    const read = await t.database.db.transaction(async (tx) => {
      const [order] = (
        await tx.execute<{ id: string; holder_key: string }>(
          sql`select id, holder_key from orders where merchant_id = ${merchant.id}`,
        )
      ).rows;
      const count = async (holder: string) =>
        Number(
          (
            await tx.execute<{ units: string }>(
              sql`select units_held(${merchant.id}, ${holder}, ${product.id}, ${since}::timestamptz) as units`,
            )
          ).rows[0]!.units,
        );
      // More calls than PostgreSQL needs before it keeps a plan for good, while the table is small.
      for (let i = 0; i < 8; i++) expect(await count(order!.holder_key)).toBe(3);

      // The store's busy hour: other shoppers' pending orders of the same product.
      await tx.execute(sql`
        with copies as (
          insert into orders (merchant_id, customer_id, customer_name, customer_phone, customer_address, status,
            total_amount, order_type, subtotal, delivery_fee, fulfilment, currency, holder_key, created_at)
          select o.merchant_id, o.customer_id, o.customer_name, o.customer_phone, o.customer_address, 'pending',
            o.total_amount, o.order_type, o.subtotal, o.delivery_fee, o.fulfilment, o.currency,
            'another shopper ' || g, o.created_at
          from orders o, generate_series(1, ${OTHER_ORDERS}) g where o.id = ${order!.id}
          returning id, merchant_id
        )
        insert into order_items (order_id, merchant_id, product_id, product_name, quantity, price)
        select id, merchant_id, ${product.id}, 'Copy', 1, 10 from copies`);

      const rowsRead = async () =>
        Number(
          (
            await tx.execute<{ n: string }>(sql`
              select sum(coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0)) as n
              from pg_stat_xact_user_tables where relname in ('orders', 'order_items')`)
          ).rows[0]?.n ?? 0,
        );
      const before = await rowsRead();
      const units = await count(order!.holder_key);
      return { units, rows: (await rowsRead()) - before };
    });

    expect(read.units).toBe(3);
    // The holder's one order and its one line.
    expect(read.rows).toBeLessThanOrEqual(5);
  });
});
