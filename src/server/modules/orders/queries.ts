import { and, asc, eq, gte, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { customers } from "../../db/schema/customers";
import { merchants } from "../../db/schema/merchants";
import { orderItems } from "../../db/schema/order-items";
import { orderStatusHistory } from "../../db/schema/order-status-history";
import { type OrderRow, orders } from "../../db/schema/orders";
import { products } from "../../db/schema/products";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export async function findApprovedMerchantIdBySlug(db: Db, slug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(and(eq(merchants.businessSlug, slug), eq(merchants.isApproved, true)))
    .limit(1);
  return row?.id;
}

/** Every product of the order in one query, limited to this store (another store's id simply is not found). */
export function findOrderProducts(tx: Tx, merchantId: string, productIds: string[]) {
  return tx
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      discountPrice: products.discountPrice,
      quantity: products.quantity,
      isAvailable: products.isAvailable,
    })
    .from(products)
    .where(and(eq(products.merchantId, merchantId), inArray(products.id, productIds)))
    .orderBy(asc(products.id));
}

/**
 * Takes `quantity` units of a tracked product, only if that many are left. The condition is
 * re-checked by the database against the latest committed row (it waits for a concurrent order
 * holding the row), so concurrent orders can never take stock below zero. False when refused.
 */
export async function decrementStock(tx: Tx, merchantId: string, productId: string, quantity: number) {
  const rows = await tx
    .update(products)
    .set({ quantity: sql`${products.quantity} - ${quantity}` })
    .where(
      and(
        eq(products.id, productId),
        eq(products.merchantId, merchantId),
        eq(products.isAvailable, true),
        isNotNull(products.quantity),
        gte(products.quantity, quantity),
      ),
    )
    .returning({ quantity: products.quantity });
  return rows.length === 1;
}

/** The latest committed state of one product, to explain a refused decrement. */
export async function findProductStock(tx: Tx, merchantId: string, productId: string) {
  const [row] = await tx
    .select({ quantity: products.quantity, isAvailable: products.isAvailable })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.merchantId, merchantId)))
    .limit(1);
  return row;
}

/** One customer per (merchant, phone): a repeat customer's name and address are refreshed. */
export async function upsertCustomer(
  tx: Tx,
  values: { merchantId: string; name: string; phone: string; address: string | null },
) {
  const [row] = await tx
    .insert(customers)
    .values(values)
    .onConflictDoUpdate({
      target: [customers.merchantId, customers.phone],
      set: { name: sql`excluded.name`, address: sql`excluded.address` },
    })
    .returning();
  return row!;
}

/**
 * Inserts the order; its tracking code comes from the column default. On the (astronomically rare)
 * clash with an existing code, nothing is inserted and undefined comes back, so the caller can try
 * again without aborting the transaction.
 */
export async function insertOrderUnlessCodeTaken(tx: Tx, values: typeof orders.$inferInsert) {
  const [row] = await tx
    .insert(orders)
    .values(values)
    .onConflictDoNothing({ target: orders.trackingCode })
    .returning();
  return row as OrderRow | undefined;
}

export async function insertOrderItems(tx: Tx, values: (typeof orderItems.$inferInsert)[]) {
  await tx.insert(orderItems).values(values);
}

export async function insertStatusHistory(tx: Tx, values: typeof orderStatusHistory.$inferInsert) {
  await tx.insert(orderStatusHistory).values(values);
}
