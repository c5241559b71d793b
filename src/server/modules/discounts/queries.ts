import { and, desc, eq, isNotNull, ne, not, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client";
import { type DiscountCodeRow, discountCodes } from "#server/db/schema/discount-codes";
import { awaitingPagePayment, orders } from "#server/db/schema/orders";

export type NewDiscount = typeof discountCodes.$inferInsert;
export type DiscountPatch = Partial<
  Omit<NewDiscount, "id" | "merchantId" | "uses" | "createdAt" | "updatedAt">
>;

/** A code with what its orders (cancelled ones left out) brought in and were given off. */
export interface DiscountWithFigures {
  code: DiscountCodeRow;
  revenue: string;
  discountTotal: string;
}

// Every query filters by merchant_id: one merchant never reads or changes another's codes.

/**
 * The merchant's codes, newest first, or one of them: the figures come from one grouped read of the
 * merchant's orders joined once, never a query per code.
 */
export async function discountsWithFigures(
  db: Db,
  merchantId: string,
  id?: string,
): Promise<DiscountWithFigures[]> {
  const figures = db
    .select({
      discountCodeId: orders.discountCodeId,
      revenue: sql<string>`sum(${orders.totalAmount})`.as("revenue"),
      discountTotal: sql<string>`sum(${orders.discountAmount})`.as("discount_total"),
    })
    .from(orders)
    .where(
      and(
        eq(orders.merchantId, merchantId),
        isNotNull(orders.discountCodeId),
        ne(orders.status, "cancelled"),
        not(awaitingPagePayment),
        id === undefined ? undefined : eq(orders.discountCodeId, id),
      ),
    )
    .groupBy(orders.discountCodeId)
    .as("figures");
  return db
    .select({
      code: discountCodes,
      revenue: sql<string>`coalesce(${figures.revenue}, 0)`,
      discountTotal: sql<string>`coalesce(${figures.discountTotal}, 0)`,
    })
    .from(discountCodes)
    .leftJoin(figures, eq(figures.discountCodeId, discountCodes.id))
    .where(
      and(eq(discountCodes.merchantId, merchantId), id === undefined ? undefined : eq(discountCodes.id, id)),
    )
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
}

export async function findDiscount(db: Db, merchantId: string, id: string) {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.merchantId, merchantId), eq(discountCodes.id, id)))
    .limit(1);
  return row;
}

/** The store's code spelled like `code` in any case (the unique index's own comparison). */
export async function findDiscountByCode(db: Db | Tx, merchantId: string, code: string) {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.merchantId, merchantId), sql`lower(${discountCodes.code}) = lower(${code})`))
    .limit(1);
  return row;
}

export async function countDiscounts(db: Db, merchantId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(discountCodes)
    .where(eq(discountCodes.merchantId, merchantId));
  return row?.count ?? 0;
}

export async function insertDiscount(db: Db, values: NewDiscount): Promise<DiscountCodeRow> {
  const [row] = await db.insert(discountCodes).values(values).returning();
  return row!;
}

export async function updateDiscount(
  db: Db,
  merchantId: string,
  id: string,
  patch: DiscountPatch,
): Promise<DiscountCodeRow | undefined> {
  const [row] = await db
    .update(discountCodes)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(discountCodes.merchantId, merchantId), eq(discountCodes.id, id)))
    .returning();
  return row;
}

export async function deleteDiscount(db: Db, merchantId: string, id: string) {
  const [row] = await db
    .delete(discountCodes)
    .where(and(eq(discountCodes.merchantId, merchantId), eq(discountCodes.id, id)))
    .returning({ id: discountCodes.id });
  return row;
}
