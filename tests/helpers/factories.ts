import { inArray, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { ads } from "#server/db/schema/ads";
import { categories } from "#server/db/schema/categories";
import { customers } from "#server/db/schema/customers";
import { deliveryZones, type GeoJsonPolygon } from "#server/db/schema/delivery-zones";
import { discountCodes } from "#server/db/schema/discount-codes";
import { merchants } from "#server/db/schema/merchants";
import { orderItems } from "#server/db/schema/order-items";
import { orders } from "#server/db/schema/orders";
import { products } from "#server/db/schema/products";
import { phoneKey } from "#server/phones/phone-key";

/**
 * Small factories that insert rows directly (no API), so a test states only what matters to it.
 * Every function returns the inserted row.
 */

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(++sequence).toString(36)}`;

/**
 * A live store unless told otherwise. `isApproved: false` alone is a store waiting for approval, with
 * `suspendedAt` a suspended one (the status follows, as the database's check wants).
 */
export async function createMerchant(db: Db, overrides: Partial<typeof merchants.$inferInsert> = {}) {
  const id = unique();
  const status =
    overrides.status ??
    (overrides.isApproved === false ? (overrides.suspendedAt ? "suspended" : "pending") : "approved");
  const [row] = await db
    .insert(merchants)
    .values({
      email: `factory-${id}@example.com`,
      businessName: `Factory Store ${id}`,
      businessSlug: `factory-store-${id}`,
      businessType: "retail",
      ...overrides,
      isApproved: status === "approved",
      status,
    })
    .returning();
  return row!;
}

export async function createCategory(
  db: Db,
  merchantId: string,
  overrides: Partial<typeof categories.$inferInsert> = {},
) {
  const [row] = await db
    .insert(categories)
    .values({ merchantId, name: `Category ${unique()}`, ...overrides })
    .returning();
  return row!;
}

export async function createProduct(
  db: Db,
  merchantId: string,
  overrides: Partial<typeof products.$inferInsert> = {},
) {
  const [row] = await db
    .insert(products)
    .values({ merchantId, name: `Product ${unique()}`, price: "10.00", quantity: 100, ...overrides })
    .returning();
  return row!;
}

/**
 * Many products of one merchant at once (a large catalog in a moment): `count` rows, the i-th with
 * `overrides(i)` on top of createProduct's defaults, in one multi-row INSERT per 1,000.
 */
export async function createProducts(
  db: Db,
  merchantId: string,
  count: number,
  overrides: (i: number) => Partial<typeof products.$inferInsert> = () => ({}),
) {
  const rows = Array.from({ length: count }, (_, i) => ({
    merchantId,
    name: `Product ${unique()}`,
    price: "10.00",
    quantity: 100,
    ...overrides(i),
  }));
  const made: (typeof products.$inferSelect)[] = [];
  for (let start = 0; start < rows.length; start += 1000) {
    made.push(
      ...(await db
        .insert(products)
        .values(rows.slice(start, start + 1000))
        .returning()),
    );
  }
  return made;
}

export async function createAd(db: Db, merchantId: string, overrides: Partial<typeof ads.$inferInsert> = {}) {
  const [row] = await db
    .insert(ads)
    .values({ merchantId, title: `Ad ${unique()}`, imageUrl: "/demo/ad.svg", ...overrides })
    .returning();
  return row!;
}

/** A square around lower Manhattan (longitude, latitude; ring closed). */
export const SQUARE_POLYGON: GeoJsonPolygon = {
  type: "Polygon",
  coordinates: [
    [
      [-74.02, 40.7],
      [-73.98, 40.7],
      [-73.98, 40.74],
      [-74.02, 40.74],
      [-74.02, 40.7],
    ],
  ],
};

export async function createZone(
  db: Db,
  merchantId: string,
  overrides: Partial<typeof deliveryZones.$inferInsert> = {},
) {
  const [row] = await db
    .insert(deliveryZones)
    .values({
      merchantId,
      name: `Zone ${unique()}`,
      polygon: SQUARE_POLYGON,
      bboxMinLng: "-74.020000",
      bboxMinLat: "40.700000",
      bboxMaxLng: "-73.980000",
      bboxMaxLat: "40.740000",
      ...overrides,
    })
    .returning();
  return row!;
}

/** A discount code of the merchant: 10% off with no conditions unless `overrides` say otherwise. */
export async function createDiscountCode(
  db: Db,
  merchantId: string,
  overrides: Partial<typeof discountCodes.$inferInsert> = {},
) {
  const [row] = await db
    .insert(discountCodes)
    .values({ merchantId, code: `CODE${unique()}`, kind: "percent", value: "10.00", ...overrides })
    .returning();
  return row!;
}

/**
 * The customers' figures from their orders, as placing the orders one by one keeps them (decision
 * 0034): for orders a test writes directly, without the order's own statement.
 */
export async function countCustomerOrders(db: Db, customerIds: string[]) {
  return db
    .update(customers)
    .set({
      ordersCount: sql`(select count(*)::integer from orders o where o.customer_id = ${customers.id})`,
      totalSpent: sql`(select coalesce(sum(o.total_amount) filter (where o.status <> 'cancelled'), 0)
        from orders o where o.customer_id = ${customers.id})`,
      firstOrderAt: sql`(select min(o.created_at) from orders o where o.customer_id = ${customers.id})`,
      lastOrderAt: sql`(select max(o.created_at) from orders o where o.customer_id = ${customers.id})`,
    })
    .where(inArray(customers.id, customerIds))
    .returning();
}

/**
 * An order of the merchant, with the customer's details copied onto it as order placement does, and
 * one line per product given (quantity 1 at the product's price). Its customer is a new one, or the
 * one of `customerPhone` when given (its key as a store without a country reads it: decision 0049).
 */
export async function createOrder(
  db: Db,
  merchantId: string,
  overrides: Partial<typeof orders.$inferInsert> = {},
  lineProducts: { id: string; name: string; price: string }[] = [],
) {
  const phone = overrides.customerPhone ?? `555-${unique()}`;
  const [customer] = await db
    .insert(customers)
    .values({
      merchantId,
      name: "Ann Buyer",
      phone,
      phoneKey: phoneKey(phone, null),
      address: "1 Main Street, Springfield",
    })
    .onConflictDoUpdate({
      target: [customers.merchantId, customers.phoneKey],
      set: { phone: sql`excluded.phone` },
    })
    .returning();
  const [order] = await db
    .insert(orders)
    .values({
      merchantId,
      customerId: customer!.id,
      customerName: customer!.name,
      customerPhone: customer!.phone,
      customerAddress: customer!.address,
      totalAmount: "0",
      // The amounts agree unless a test says otherwise: subtotal + deliveryFee = totalAmount.
      subtotal: String(Number(overrides.totalAmount ?? "0") - Number(overrides.deliveryFee ?? "0")),
      ...overrides,
    })
    .returning();
  const [counted] = await countCustomerOrders(db, [customer!.id]);
  if (lineProducts.length > 0) {
    await db.insert(orderItems).values(
      lineProducts.map((p) => ({
        orderId: order!.id,
        merchantId,
        productId: p.id,
        productName: p.name,
        quantity: 1,
        price: p.price,
      })),
    );
  }
  return { order: order!, customer: counted! };
}
