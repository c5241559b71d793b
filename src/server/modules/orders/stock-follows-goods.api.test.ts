import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { TMerchantOrderDetails } from "#contracts/order-management";
import { MIGRATIONS_FOLDER } from "#server/db/client";
import { orders } from "#server/db/schema/orders";
import { products } from "#server/db/schema/products";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createProduct } from "#tests/helpers/factories";
import { migrationsUpTo } from "#tests/helpers/migrations";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";
import { DRIVERS, openTestDatabase } from "#tests/helpers/test-database";

const customer = { name: "Grace Hopper", phone: "+1 555 0100", address: "7 Harbor Lane, Arlington, VA" };
const HOUR = 60 * 60_000;

// Issue 40, item 4 (decision 0043): a completed order's goods left with the customer, so cancelling
// it puts nothing back on sale unless the merchant says they came back; and only a completed order
// carries the time it was delivered.
let clock = Date.parse("2026-11-02T10:00:00.000Z");

describeOnDrivers("stock follows the goods", { now: () => clock }, (t) => {
  const db = () => t.database.db;

  /** A signed-in merchant, a product with 10 in stock, and an order placed for `units` of it. */
  async function orderOf(units: number) {
    const { client, merchant } = await registerMerchant(t.app);
    const tea = await createProduct(db(), merchant.id, { name: "Tea", price: "4.50", quantity: 10 });
    const placed = await new TestClient(t.app).post("/api/orders", {
      merchantSlug: merchant.businessSlug,
      customer,
      items: [{ productId: tea.id, quantity: units }],
    });
    expect(placed.statusCode).toBe(201);
    const id: string = placed.json().id;
    const stock = async () =>
      (await db().select().from(products).where(eq(products.id, tea.id)))[0]!.quantity;
    const set = (body: Record<string, unknown>) => client.patch(`/api/merchant/orders/${id}/status`, body);
    const detail = async (): Promise<TMerchantOrderDetails> =>
      (await client.get(`/api/merchant/orders/${id}`)).json();
    return { id, stock, set, detail, client, merchant, tea };
  }

  it("cancelling a completed order leaves its units sold, unless they were returned to stock", async () => {
    const order = await orderOf(3);
    expect(await order.stock()).toBe(7);
    expect((await order.set({ status: "completed" })).statusCode).toBe(200);
    const cancelled = await order.set({ status: "cancelled", notes: "Refunded, kept the goods" });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe("cancelled");
    expect(await order.stock()).toBe(7);
    // Reopened, it still holds the units it took when placed: nothing is taken twice.
    expect((await order.set({ status: "pending" })).statusCode).toBe(200);
    expect(await order.stock()).toBe(7);

    const returned = await orderOf(3);
    expect((await returned.set({ status: "completed" })).statusCode).toBe(200);
    expect((await returned.set({ status: "cancelled", restock: true })).statusCode).toBe(200);
    expect(await returned.stock()).toBe(10);
    // Its units went back on sale, so reopening takes them again, once.
    expect((await returned.set({ status: "confirmed" })).statusCode).toBe(200);
    expect(await returned.stock()).toBe(7);
  });

  it("cancelling an order not yet completed gives its units back, whatever restock says", async () => {
    for (const restock of [undefined, false, true]) {
      const order = await orderOf(4);
      expect((await order.set({ status: "processing" })).statusCode).toBe(200);
      expect((await order.set({ status: "cancelled", restock })).statusCode, String(restock)).toBe(200);
      expect(await order.stock(), String(restock)).toBe(10);
      // Cancelling again (a note) gives nothing back twice.
      expect((await order.set({ status: "cancelled", restock, notes: "again" })).statusCode).toBe(200);
      expect(await order.stock()).toBe(10);
    }
  });

  it("refuses a restock that is not true or false with 400, changing nothing", async () => {
    const order = await orderOf(2);
    await order.set({ status: "completed" });
    for (const restock of ["yes", 1, null]) {
      const res = await order.set({ status: "cancelled", restock });
      expect(res.statusCode, String(restock)).toBe(400);
      expect(res.json().message).toBe("restock must be true or false");
    }
    expect((await order.detail()).status).toBe("completed");
  });

  it("stamps the delivery when completed, clears it when reopened or cancelled, and stamps it anew", async () => {
    const order = await orderOf(1);
    const at = (ms: number) => new Date(ms).toISOString();
    const first = clock;
    expect((await order.set({ status: "completed" })).json().actualDelivery).toBe(at(first));
    clock += HOUR;
    // A note on a completed order keeps the time it was delivered.
    expect((await order.set({ status: "completed", notes: "Left at the door" })).json().actualDelivery).toBe(
      at(first),
    );
    expect((await order.set({ status: "processing" })).json().actualDelivery).toBeNull();
    clock += HOUR;
    expect((await order.set({ status: "completed" })).json().actualDelivery).toBe(at(first + 2 * HOUR));
    expect((await order.set({ status: "cancelled" })).json().actualDelivery).toBeNull();
    expect((await order.detail()).actualDelivery).toBeNull();
  });
});

// The migration's data fix: orders cancelled before it put their units back (reopening takes them
// again), and reopened or cancelled orders lose the delivery time of a completion since undone.
describe.each(DRIVERS)("migration order_stock_follows_goods on %s", (driver) => {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"));
  const before = journal.entries.findIndex((e: { tag: string }) =>
    e.tag.endsWith("order_stock_follows_goods"),
  );
  const older = migrationsUpTo(before);
  afterAll(() => rmSync(older, { recursive: true, force: true }));

  it("marks cancelled orders' stock as returned and keeps a delivery time on completed orders only", async () => {
    expect(before).toBeGreaterThan(0);
    const database = await openTestDatabase(driver, { migrationsFolder: older });
    try {
      // Written as an older release wrote them: raw SQL, since the factories write today's columns.
      const run = (statement: ReturnType<typeof sql>) => database.db.execute<{ id: string }>(statement);
      const merchant = (
        await run(sql`insert into merchants (email, password, business_name, business_slug, business_type)
          values ('migrated@example.com', 'x', 'Migrated', 'migrated-store', 'retail') returning id`)
      ).rows[0]!;
      const buyer = (
        await run(sql`insert into customers (merchant_id, name, phone)
          values (${merchant.id}, 'Ann', '555') returning id`)
      ).rows[0]!;
      const made: Record<string, string> = {};
      for (const status of ["completed", "cancelled", "pending"]) {
        const [order] = (
          await run(sql`insert into orders (merchant_id, customer_id, customer_name, customer_phone,
              status, total_amount, subtotal, actual_delivery)
            values (${merchant.id}, ${buyer.id}, 'Ann', '555', ${status}, 1, 1, '2026-10-01T12:00:00Z')
            returning id`)
        ).rows;
        made[status] = order!.id;
      }
      await database.migrate();
      const rows = await database.db.execute<{
        id: string;
        stock_returned: boolean;
        actual_delivery: unknown;
      }>(sql`select id, stock_returned, actual_delivery from orders where merchant_id = ${merchant.id}`);
      const byId = new Map(rows.rows.map((row) => [row.id, row]));
      expect(byId.get(made.completed!)).toMatchObject({ stock_returned: false });
      expect(byId.get(made.completed!)!.actual_delivery).not.toBeNull();
      expect(byId.get(made.cancelled!)).toMatchObject({ stock_returned: true, actual_delivery: null });
      expect(byId.get(made.pending!)).toMatchObject({ stock_returned: false, actual_delivery: null });
      // From now on the database refuses a delivery time on an order that is not completed.
      await expect(
        database.db.update(orders).set({ actualDelivery: new Date() }).where(eq(orders.id, made.pending!)),
      ).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});
