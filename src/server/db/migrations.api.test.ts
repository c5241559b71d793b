import { rmSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsUpTo } from "#tests/helpers/migrations";
import { DRIVERS, openTestDatabase } from "#tests/helpers/test-database";
import { orders } from "./schema/orders";

describe.each(DRIVERS)("migrations on %s", (driver) => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it("0001 copies each existing order's delivery details from its customer, then requires them", async () => {
    const before = migrationsUpTo(1);
    folders.push(before);
    const database = await openTestDatabase(driver, { migrationsFolder: before });
    try {
      const { db } = database;
      // Rows as the first release wrote them: the order points at its customer and holds no copy.
      const merchant = await db.execute<{ id: string }>(sql`
        insert into merchants (email, password, business_name, business_slug, business_type)
        values ('old@example.com', 'x', 'Old Store', 'old-store', 'retail') returning id`);
      const merchantId = merchant.rows[0]!.id;
      const customer = await db.execute<{ id: string }>(sql`
        insert into customers (merchant_id, name, phone, address)
        values (${merchantId}, 'Grace Hopper', '+1 555 0100', '7 Harbor Lane, Arlington') returning id`);
      const noAddress = await db.execute<{ id: string }>(sql`
        insert into customers (merchant_id, name, phone) values (${merchantId}, 'Alan Turing', '+1 555 0101')
        returning id`);
      const placed = await db.execute<{ id: string }>(sql`
        insert into orders (merchant_id, customer_id, total_amount)
        values (${merchantId}, ${customer.rows[0]!.id}, '12.50'), (${merchantId}, ${noAddress.rows[0]!.id}, '3.00')
        returning id`);

      await database.migrate();

      const [first, second] = placed.rows.map((r) => r.id);
      const [a] = await db.select().from(orders).where(eq(orders.id, first!));
      const [b] = await db.select().from(orders).where(eq(orders.id, second!));
      expect(a).toMatchObject({
        customerName: "Grace Hopper",
        customerPhone: "+1 555 0100",
        customerAddress: "7 Harbor Lane, Arlington",
        totalAmount: "12.50",
      });
      expect(b).toMatchObject({
        customerName: "Alan Turing",
        customerPhone: "+1 555 0101",
        customerAddress: null,
      });
      // From now on an order cannot be stored without its own name and phone.
      await expect(
        db.execute(sql`insert into orders (merchant_id, customer_id, total_amount)
          values (${merchantId}, ${customer.rows[0]!.id}, '1.00')`),
      ).rejects.toThrow();
    } finally {
      await database.close();
    }
  });

  it("0004 turns prescription orders on for the pharmacies that existed before the setting", async () => {
    const before = migrationsUpTo(4);
    folders.push(before);
    const database = await openTestDatabase(driver, { migrationsFolder: before });
    try {
      const { db } = database;
      await db.execute(sql`
        insert into merchants (email, password, business_name, business_slug, business_type)
        values ('rx@example.com', 'x', 'Old Pharmacy', 'old-pharmacy', 'pharmacy'),
               ('food@example.com', 'x', 'Old Diner', 'old-diner', 'restaurant')`);
      await database.migrate();
      const rows = await db.execute<{ business_slug: string; accepts_prescriptions: boolean }>(
        sql`select business_slug, accepts_prescriptions from merchants order by business_slug`,
      );
      expect(rows.rows).toEqual([
        { business_slug: "old-diner", accepts_prescriptions: false },
        { business_slug: "old-pharmacy", accepts_prescriptions: true },
      ]);
    } finally {
      await database.close();
    }
  });

  it("0006 keeps rate-limit counters out of the write-ahead log (a hit never waits for the disk)", async () => {
    const database = await openTestDatabase(driver);
    try {
      const result = await database.db.execute<{ relpersistence: string }>(
        sql`select relpersistence from pg_class where relname = 'rate_limit_counters'`,
      );
      expect(result.rows[0]?.relpersistence).toBe("u");
    } finally {
      await database.close();
    }
  });
});
