import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { TOrderLimits } from "#contracts/order-limits";
import type { ZOrderLimitsRequest } from "#contracts/order-limits-request";
import type { TStoreOrderLimits } from "#contracts/store-order-limits";
import type { Db } from "#server/db/client";
import { type MerchantRow, merchants } from "#server/db/schema/merchants";
import { AppError } from "#server/errors";

/** A store's order limits (issue 40) as its row holds them: read with the store wherever an order is decided. */
export const orderLimitColumns = {
  maxPerProduct: merchants.maxPerProduct,
  maxUnitsPerOrder: merchants.maxUnitsPerOrder,
  holdSharePercent: merchants.holdSharePercent,
  releaseUnconfirmedAfterMinutes: merchants.releaseUnconfirmedAfterMinutes,
};
export type OrderLimitsRow = Pick<MerchantRow, keyof typeof orderLimitColumns>;

/** Copies field by field, so a column added to the read later cannot leak by accident. */
export const toOrderLimits = (row: OrderLimitsRow): TOrderLimits => ({
  maxPerProduct: row.maxPerProduct,
  maxUnitsPerOrder: row.maxUnitsPerOrder,
  holdSharePercent: row.holdSharePercent,
  releaseUnconfirmedAfterMinutes: row.releaseUnconfirmedAfterMinutes,
});

/** What a storefront needs to stop its quantity selector where an order would be refused. */
export const toStoreOrderLimits = (row: OrderLimitsRow): TStoreOrderLimits => ({
  maxPerProduct: row.maxPerProduct,
  maxUnitsPerOrder: row.maxUnitsPerOrder,
});

/** GET /api/merchant/order-limits: the signed-in merchant's own, nobody else's. */
export async function getOrderLimits(db: Db, merchantId: string): Promise<TOrderLimits> {
  const [row] = await db.select(orderLimitColumns).from(merchants).where(eq(merchants.id, merchantId));
  if (!row) throw new AppError("UNAUTHORIZED", "Not authenticated");
  return toOrderLimits(row);
}

/** PUT /api/merchant/order-limits: what the request leaves out stays as it is. */
export async function updateOrderLimits(
  db: Db,
  merchantId: string,
  change: z.output<typeof ZOrderLimitsRequest>,
): Promise<TOrderLimits> {
  const patch = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  const [row] = await db
    .update(merchants)
    .set(patch)
    .where(eq(merchants.id, merchantId))
    .returning(orderLimitColumns);
  if (!row) throw new AppError("UNAUTHORIZED", "Not authenticated");
  return toOrderLimits(row);
}
