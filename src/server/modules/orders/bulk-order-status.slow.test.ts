import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderItems } from "#server/db/schema/order-items";
import { products } from "#server/db/schema/products";
import { useTestApp } from "#tests/helpers/api-suite";
import { createOrder, createProduct } from "#tests/helpers/factories";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";

const ORDERS = 300;
const START = 100_000;

// Decision 0043: bulk cancels racing single cancels, completes and reopens on the same orders, all
// at once on PostgreSQL (where transactions really run side by side). Whatever order they ran in,
// every product's stock must be its start less the units of the orders still holding theirs: an
// order's units go back at most once per cancel, and are taken again only after they went back.
describe.skipIf(!process.env.DATABASE_URL)("bulk status changes racing single ones on PostgreSQL", () => {
  const t = useTestApp("postgres");

  it(`${ORDERS} orders, 6 bulk cancels over them, a single change for each and 100 new orders, all at once`, {
    timeout: 180_000,
  }, async () => {
    const db = t.database.db;
    const { client, merchant } = await registerMerchant(t.app);
    const tea = await createProduct(db, merchant.id, { name: "Tea", price: "1.00", quantity: START });
    const cake = await createProduct(db, merchant.id, { name: "Cake", price: "2.00", quantity: START });
    const ids: string[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const lines = i % 2 === 0 ? [tea] : [tea, cake];
      const status = i % 3 === 0 ? "completed" : "pending";
      ids.push((await createOrder(db, merchant.id, { status, totalAmount: "3.00" }, lines)).order.id);
    }
    // One to three units a line, taken from stock as placing the orders would have.
    await db.execute(sql`update order_items i set quantity = 1 + abs(hashtext(i.order_id::text)) % 3
        where i.merchant_id = ${merchant.id}`);
    await db.execute(sql`update products p set quantity = p.quantity - (select sum(i.quantity)
        from order_items i where i.product_id = p.id and i.merchant_id = p.merchant_id)
        where p.merchant_id = ${merchant.id}`);

    await client.token();
    const bulks = Array.from({ length: 6 }, (_, b) =>
      client.post("/api/merchant/orders/bulk-status", {
        // Overlapping halves: every order is in three of them.
        ids: ids.filter((_, i) => (i + b) % 2 === 0 || (i + b) % 3 === 0).slice(0, 500),
        status: "cancelled",
        notes: `bulk ${b}`,
        restock: b % 2 === 0,
      }),
    );
    const singles = ids.map((id, i) =>
      client.patch(`/api/merchant/orders/${id}/status`, {
        status: (["cancelled", "completed", "pending", "cancelled"] as const)[i % 4],
        restock: i % 8 === 0,
        notes: `single ${i}`,
      }),
    );
    // New orders from the same customers meanwhile: their rows and the products' are locked by
    // both sides (a customer's figures follow its orders' statuses).
    const shopper = new TestClient(t.app);
    await shopper.token();
    // Phones a checkout accepts for the first 100 orders' customers (the factory's are not).
    const phones = await db.execute<{ phone: string }>(sql`
      update customers c set phone = '+1 212 555 ' || (1000 + n.i)::text
      from (select o.customer_id, row_number() over (order by o.id) as i from orders o
        where o.merchant_id = ${merchant.id}) n
      where c.id = n.customer_id and c.merchant_id = ${merchant.id} and n.i <= 100
      returning c.phone`);
    const placed = phones.rows.map(({ phone }) =>
      shopper.post("/api/orders", {
        merchantSlug: merchant.businessSlug,
        customer: { name: "Ann Buyer", phone, address: "1 Main Street, Springfield" },
        items: [
          { productId: cake.id, quantity: 1 },
          { productId: tea.id, quantity: 2 },
        ],
      }),
    );
    const [responses, placements] = await Promise.all([
      Promise.all([...bulks, ...singles]),
      Promise.all(placed),
    ]);
    expect(
      placements.map((res) => `${res.statusCode} ${res.body}`).filter((r) => !r.startsWith("201")),
    ).toEqual([]);
    const failed = responses.filter((res) => res.statusCode !== 200);
    expect(
      failed.map((res) => `${res.statusCode} ${res.body}`),
      "every change answered 200",
    ).toEqual([]);

    const held = await db.execute<{ product_id: string; units: string }>(sql`
        select i.product_id, coalesce(sum(i.quantity), 0)::text as units
        from order_items i join orders o on o.id = i.order_id and o.merchant_id = i.merchant_id
        where i.merchant_id = ${merchant.id} and not o.stock_returned
        group by i.product_id`);
    const stock = async (id: string) =>
      (await db.select().from(products).where(eq(products.id, id)))[0]!.quantity;
    const heldOf = (id: string) => Number(held.rows.find((row) => row.product_id === id)?.units ?? 0);
    expect(await stock(tea.id)).toBe(START - heldOf(tea.id));
    expect(await stock(cake.id)).toBe(START - heldOf(cake.id));

    // Only a cancelled order can have given its units back; only a completed one has a delivery.
    const odd = await db.execute(sql`select id from orders where merchant_id = ${merchant.id}
        and ((stock_returned and status <> 'cancelled') or (actual_delivery is not null and status <> 'completed'))`);
    expect(odd.rows).toEqual([]);
    // And the orders did race: some ended cancelled with their units back, some without.
    const ends = await db.execute<{ status: string; stock_returned: boolean; n: string }>(sql`
        select status, stock_returned, count(*)::text as n from orders where merchant_id = ${merchant.id}
        group by status, stock_returned order by status, stock_returned`);
    console.info(`[postgres] the orders ended as ${JSON.stringify(ends.rows)}`);
    const lines = await db.select().from(orderItems).where(eq(orderItems.merchantId, merchant.id));
    expect(lines.length).toBe(ORDERS + ORDERS / 2 + 2 * placements.length);
  });
});
