import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsUpTo } from "#tests/helpers/migrations";
import { DRIVERS, openTestDatabase, type TestDatabase } from "#tests/helpers/test-database";
import type { Db } from "./client";
import { keyCustomerPhones } from "./key-customer-phones";

// Issue 40, finding 7: customers written before decision 0049 were one per phone as typed. Migration
// 0023 adds their key and the step after it keys them, merging those whose numbers are one number.

/** Migrations up to 0022, the release before customers had a phone key. */
const BEFORE_KEYS = 23;

async function insertRow<T = { id: string }>(db: Db, query: ReturnType<typeof sql>) {
  return (await db.execute<T & Record<string, unknown>>(query)).rows[0]!;
}

describe.each(DRIVERS)("keying the customers of an older release on %s", (driver) => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  /** A store, its customers and their orders as release 0022 wrote them: one customer per phone as typed. */
  async function olderRelease(database: TestDatabase) {
    const { db } = database;
    const store = async (slug: string, country: string | null) =>
      (
        await insertRow(
          db,
          sql`insert into merchants (email, password, business_name, business_slug, business_type, country)
            values (${`${slug}@example.com`}, 'x', ${slug}, ${slug}, 'retail', ${country}) returning id`,
        )
      ).id;
    const us = await store("new-york-deli", "US");
    const nowhere = await store("no-country", null);
    const code = await insertRow(
      db,
      sql`insert into discount_codes (merchant_id, code, kind, value, once_per_customer, uses)
        values (${us}, 'ONCE', 'percent', 10, true, 2) returning id`,
    );
    const customer = async (
      merchantId: string,
      name: string,
      phone: string,
      address: string | null,
      orders: { total: string; at: string; status?: string; discount?: string }[],
    ) => {
      const row = await insertRow(
        db,
        sql`insert into customers (merchant_id, name, phone, address) values (${merchantId}, ${name}, ${phone}, ${address})
          returning id`,
      );
      const placed: string[] = [];
      for (const o of orders) {
        const order = await insertRow(
          db,
          sql`insert into orders (merchant_id, customer_id, customer_name, customer_phone, customer_address,
              total_amount, subtotal, status, created_at, discount_code_id, discount_code)
            values (${merchantId}, ${row.id}, ${name}, ${phone}, ${address}, ${o.total}, ${o.total},
              ${o.status ?? "pending"}, ${o.at}, ${o.discount ? code.id : null}, ${o.discount ? "ONCE" : null})
            returning id`,
        );
        placed.push(order.id);
        // The use as release 0022 held it: by the phone's digits.
        if (o.discount)
          await db.execute(sql`insert into discount_uses (order_id, discount_code_id, merchant_id, phone_key)
            values (${order.id}, ${code.id}, ${merchantId}, ${o.discount})`);
      }
      // The figures as 0017's trigger and upsert kept them.
      await db.execute(sql`update customers c set
          orders_count = (select count(*) from orders o where o.customer_id = c.id),
          total_spent = (select coalesce(sum(total_amount) filter (where status <> 'cancelled'), 0) from orders o where o.customer_id = c.id),
          first_order_at = (select min(created_at) from orders o where o.customer_id = c.id),
          last_order_at = (select max(created_at) from orders o where o.customer_id = c.id)
        where c.id = ${row.id}`);
      return { id: row.id, orders: placed };
    };
    const a = await customer(us, "Ann", "+1 212 555 7777", "1 Old Street", [
      { total: "10.00", at: "2026-01-01T10:00:00Z" },
      { total: "7.00", at: "2026-01-20T10:00:00Z", status: "cancelled" },
      { total: "10.00", at: "2026-02-01T10:00:00Z", discount: "12125557777" },
    ]);
    const b = await customer(us, "Ann B.", "(212) 555-7777", null, [
      { total: "15.00", at: "2026-03-01T10:00:00Z", discount: "2125557777" },
    ]);
    const c = await customer(us, "A. Nonymous", "001 212 555 7777", "3 Third Street", [
      { total: "5.00", at: "2026-01-15T10:00:00Z" },
    ]);
    const invalid = await customer(us, "Typo", "+1 555 0100", null, [
      { total: "1.00", at: "2026-01-02T10:00:00Z" },
    ]);
    // Without a country nothing tells what a national number is: these stay two customers.
    await customer(nowhere, "Far", "(212) 555-7777", null, [{ total: "2.00", at: "2026-01-03T10:00:00Z" }]);
    await customer(nowhere, "Away", "+1 212 555 7777", null, [{ total: "3.00", at: "2026-01-04T10:00:00Z" }]);
    return { us, nowhere, code: code.id, a, b, c, invalid };
  }

  const customersOf = async (db: Db, merchantId: string) =>
    (
      await db.execute<{
        id: string;
        name: string;
        phone: string;
        phone_key: string;
        address: string | null;
        orders_count: number;
        total_spent: string;
        first_order_at: string;
        last_order_at: string;
      }>(sql`select id, name, phone, phone_key, address, orders_count, total_spent::text,
          to_char(first_order_at at time zone 'UTC', 'YYYY-MM-DD') as first_order_at,
          to_char(last_order_at at time zone 'UTC', 'YYYY-MM-DD') as last_order_at
        from customers where merchant_id = ${merchantId} order by phone_key collate "C"`)
    ).rows;

  it("merges the customers whose numbers are one number, summing their figures; their uses follow", async () => {
    const folder = migrationsUpTo(BEFORE_KEYS);
    folders.push(folder);
    const database = await openTestDatabase(driver, { migrationsFolder: folder });
    try {
      const { db } = database;
      const old = await olderRelease(database);

      await database.migrate();

      const merged = await customersOf(db, old.us);
      expect(merged).toEqual([
        {
          // The one who ordered last gives the name and phone; the latest address given stays.
          id: old.b.id,
          name: "Ann B.",
          phone: "(212) 555-7777",
          phone_key: "+12125557777",
          address: "1 Old Street",
          orders_count: 5,
          total_spent: "40.000",
          first_order_at: "2026-01-01",
          last_order_at: "2026-03-01",
        },
        expect.objectContaining({ id: old.invalid.id, phone_key: "15550100", orders_count: 1 }),
      ]);
      const orders = await db.execute<{ customer_id: string }>(
        sql`select distinct customer_id from orders where merchant_id = ${old.us} and customer_phone <> '+1 555 0100'`,
      );
      expect(orders.rows).toEqual([{ customer_id: old.b.id }]);
      expect((await customersOf(db, old.nowhere)).map((c) => c.phone_key)).toEqual([
        "+12125557777",
        "2125557777",
      ]);

      // Both uses stay uses of the code; the earliest holds the number, the other is kept without it.
      const uses = await db.execute<{ order_id: string; phone_key: string | null }>(
        sql`select order_id, phone_key from discount_uses where merchant_id = ${old.us} order by phone_key nulls last`,
      );
      expect(uses.rows).toEqual([
        { order_id: old.a.orders[2], phone_key: "+12125557777" },
        { order_id: old.b.orders[0], phone_key: null },
      ]);
      const code = await db.execute<{ uses: number }>(
        sql`select uses from discount_codes where id = ${old.code}`,
      );
      expect(code.rows[0]!.uses).toBe(2);

      // A cancel of a merged order moves the merged figures (the trigger follows the order's customer).
      await db.execute(sql`update orders set status = 'cancelled' where id = ${old.c.orders[0]}`);
      expect((await customersOf(db, old.us))[0]!.total_spent).toBe("35.000");

      // Run again (every start runs it): nothing left to do, nothing changes.
      const before = await customersOf(db, old.us);
      await database.migrate();
      expect(await keyCustomerPhones(db)).toEqual({ keyed: 0, merged: 0 });
      expect(await customersOf(db, old.us)).toEqual(before);
    } finally {
      await database.close();
    }
  });

  it("merges rows left without a key into the customer an order keyed since", async () => {
    const database = await openTestDatabase(driver);
    try {
      const { db } = database;
      const merchant = await insertRow(
        db,
        sql`insert into merchants (email, business_name, business_slug, business_type, time_zone)
          values ('in@example.com', 'Mumbai Mart', 'mumbai-mart', 'retail', 'Asia/Kolkata') returning id`,
      );
      const keyed = await insertRow(
        db,
        sql`insert into customers (merchant_id, name, phone, phone_key, orders_count, total_spent, first_order_at, last_order_at)
          values (${merchant.id}, 'Priya', '+91 98765 43210', '+919876543210', 1, 12, '2026-05-01', '2026-05-01') returning id`,
      );
      // Written by hand, or by a process of the release before, without the key.
      for (const [phone, at] of [
        ["098765 43210", "2026-04-01"],
        ["98765-43210", "2026-04-02"],
      ] as const)
        await db.execute(sql`insert into customers (merchant_id, name, phone, orders_count, total_spent, first_order_at, last_order_at)
          values (${merchant.id}, 'P.', ${phone}, 1, 3, ${at}, ${at})`);

      expect(await keyCustomerPhones(db)).toEqual({ keyed: 2, merged: 2 });
      expect(await customersOf(db, merchant.id)).toEqual([
        expect.objectContaining({
          id: keyed.id,
          name: "Priya",
          phone_key: "+919876543210",
          orders_count: 3,
          total_spent: "18.000",
          first_order_at: "2026-04-01",
          last_order_at: "2026-05-01",
        }),
      ]);
    } finally {
      await database.close();
    }
  });
});
