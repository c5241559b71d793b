import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrder } from "#tests/helpers/factories";
import { DRIVERS, type Driver, openTestDatabase } from "#tests/helpers/test-database";
import type { Database } from "./client";
import { ads } from "./schema/ads";
import { categories } from "./schema/categories";
import { customers } from "./schema/customers";
import { deliveryZones } from "./schema/delivery-zones";
import { memberships } from "./schema/memberships";
import { merchants } from "./schema/merchants";
import { orderItems } from "./schema/order-items";
import { orderStatusHistory } from "./schema/order-status-history";
import { orders } from "./schema/orders";
import { people } from "./schema/people";
import { products } from "./schema/products";
import { sessions } from "./schema/sessions";

let n = 0;
const newMerchant = (database: Database) =>
  database.db
    .insert(merchants)
    .values({
      email: `s${++n}@x.com`,
      businessName: "S",
      businessSlug: `s-${n}`,
      businessType: "retail",
    })
    .returning()
    .then((r) => r[0]!);

/** A product of the merchant that one order references (with its category, customer and order). */
async function seedOrderedProduct(database: Database, merchantId: string) {
  const [category] = await database.db.insert(categories).values({ merchantId, name: "C" }).returning();
  const [product] = await database.db
    .insert(products)
    .values({ merchantId, categoryId: category!.id, name: "P", price: "2" })
    .returning();
  const { order } = await createOrder(database.db, merchantId, { totalAmount: "2" }, [product!]);
  return { category: category!, product: product!, order };
}

async function expectDbError(promise: Promise<unknown>, ...codes: string[]) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).not.toBeNull();
  let current = err as { code?: string; cause?: unknown } | undefined;
  while (current && !codes.includes(current.code ?? "")) current = current.cause as typeof current;
  expect(codes).toContain(current?.code);
}

describe.each(DRIVERS)("data model on %s", (driver: Driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(() => database.close());

  it("applies the spec's defaults", async () => {
    const m = await newMerchant(database);
    expect(m).toMatchObject({ isApproved: false, theme: "blue" });
    expect(m.id).toMatch(/^[0-9a-f-]{36}$/);
    const [c] = await database.db.insert(categories).values({ merchantId: m.id, name: "C" }).returning();
    expect(c!.sortOrder).toBe(0);
    const [p] = await database.db
      .insert(products)
      .values({ merchantId: m.id, name: "P", price: "1.5" })
      .returning();
    expect(p).toMatchObject({
      quantity: 0,
      isAvailable: true,
      price: "1.500",
      discountPrice: null,
      categoryId: null,
    });
    const { order: o } = await createOrder(database.db, m.id, { totalAmount: "12.3456" });
    expect(o).toMatchObject({ status: "pending", orderType: "regular", totalAmount: "12.346" });
    expect(o!.trackingCode).toMatch(/^[0-9A-Z]{8}$/);
    const [h] = await database.db
      .insert(orderStatusHistory)
      .values({ orderId: o!.id, merchantId: m.id, status: "pending" })
      .returning();
    expect(h!.updatedBy).toBe("system");
    const [a] = await database.db
      .insert(ads)
      .values({ merchantId: m.id, title: "A", imageUrl: "/a.png" })
      .returning();
    expect(a).toMatchObject({ isActive: true, sortOrder: 0 });
    const [z] = await database.db
      .insert(deliveryZones)
      .values({ merchantId: m.id, name: "Z", bboxMinLng: "-74.0123456" })
      .returning();
    expect(z).toMatchObject({ active: true, polygon: null, bboxMinLng: "-74.012346" });
  });

  it("keeps email, business slug and tracking code unique", async () => {
    const m = await newMerchant(database);
    await expectDbError(
      database.db.insert(merchants).values({
        email: m.email,
        businessName: "x",
        businessSlug: "unique-a",
        businessType: "retail",
      }),
      "23505",
    );
    await expectDbError(
      database.db.insert(merchants).values({
        email: "other@unique.com",
        businessName: "x",
        businessSlug: m.businessSlug,
        businessType: "retail",
      }),
      "23505",
    );
    const { customer } = await createOrder(database.db, m.id, { trackingCode: "ABCDEFGH" });
    await expectDbError(
      database.db.insert(orders).values({
        merchantId: m.id,
        customerId: customer.id,
        customerName: customer.name,
        customerPhone: customer.phone,
        totalAmount: "1",
        subtotal: "1",
        trackingCode: "ABCDEFGH",
      }),
      "23505",
    );
  });

  it("clears categoryId when a category is deleted and blocks deleting an ordered product", async () => {
    const m = await newMerchant(database);
    const { category, product } = await seedOrderedProduct(database, m.id);
    await database.db.delete(categories).where(eq(categories.id, category.id));
    const [after] = await database.db.select().from(products).where(eq(products.id, product.id));
    expect(after!.categoryId).toBeNull();
    // ON DELETE RESTRICT: PostgreSQL 15 reports foreign_key_violation, 17 (PGlite) restrict_violation.
    await expectDbError(database.db.delete(products).where(eq(products.id, product.id)), "23503", "23001");
  });

  it("refuses negative stock and zero-quantity order lines", async () => {
    const m = await newMerchant(database);
    await expectDbError(
      database.db.insert(products).values({ merchantId: m.id, name: "P", price: "1", quantity: -1 }),
      "23514",
    );
  });

  it("deleting a merchant removes every record of it", async () => {
    const m = await newMerchant(database);
    const { order } = await seedOrderedProduct(database, m.id);
    await database.db
      .insert(orderStatusHistory)
      .values({ orderId: order.id, merchantId: m.id, status: "pending" });
    await database.db.insert(ads).values({ merchantId: m.id, title: "A", imageUrl: "/a" });
    await database.db.insert(deliveryZones).values({ merchantId: m.id, name: "Z" });
    const [person] = await database.db
      .insert(people)
      .values({ email: `p-${m.id}@x.com`, password: "h", name: "P" })
      .returning();
    await database.db.insert(memberships).values({ personId: person!.id, merchantId: m.id, role: "owner" });
    await database.db.insert(sessions).values({
      id: `sess-${m.id}`,
      merchantId: m.id,
      personId: person!.id,
      expiresAt: new Date(Date.now() + 1e6),
    });

    await database.db.delete(merchants).where(eq(merchants.id, m.id));
    for (const table of [
      categories,
      products,
      customers,
      orders,
      orderItems,
      orderStatusHistory,
      ads,
      deliveryZones,
      sessions,
      memberships,
    ]) {
      const rows = await database.db.select().from(table).where(eq(table.merchantId, m.id));
      expect(rows).toHaveLength(0);
    }
  });

  it("indexes every foreign key and every merchant_id lookup (leading column)", async () => {
    const result = await database.db.execute<{ table_name: string; column_name: string }>(sql`
      SELECT c.conrelid::regclass::text AS table_name, a.attname AS column_name
      FROM pg_constraint c
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f'
        AND NOT EXISTS (
          SELECT 1 FROM pg_index i WHERE i.indrelid = c.conrelid AND i.indkey[0] = c.conkey[1]
        )`);
    const rows =
      "rows" in result ? result.rows : (result as unknown as { table_name: string; column_name: string }[]);
    expect(rows).toEqual([]);
  });
});
