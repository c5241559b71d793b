import { eq, sql } from "drizzle-orm";
import type { TScheduledOrders } from "#contracts/fulfilment";
import type { Db, Tx } from "#server/db/client";
import { type MerchantRow, merchants } from "#server/db/schema/merchants";

export const tradingColumns = {
  timeZone: merchants.timeZone,
  openingHours: merchants.openingHours,
  closures: merchants.closures,
  pausedUntil: merchants.pausedUntil,
  offersDelivery: merchants.offersDelivery,
  offersPickup: merchants.offersPickup,
  deliveryFee: merchants.deliveryFee,
  /** The currency the delivery fee is in (decision 0067). */
  currency: merchants.currency,
  scheduledOrders: merchants.scheduledOrders,
  prescriptionsWhileClosed: merchants.prescriptionsWhileClosed,
};
export type TradingRow = Pick<MerchantRow, keyof typeof tradingColumns>;
export type TradingPatch = Partial<TradingRow>;

/** The store's time zone (IANA); UTC for a store that is not there. */
export async function findTimeZone(db: Db, merchantId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: merchants.timeZone })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row?.timeZone ?? "UTC";
}

export async function findTrading(db: Db | Tx, merchantId: string): Promise<TradingRow | undefined> {
  const [row] = await db.select(tradingColumns).from(merchants).where(eq(merchants.id, merchantId));
  return row;
}

/** `scheduled` is merged into the stored settings in the same statement (what it leaves out stays). */
export async function updateTrading(
  db: Db,
  merchantId: string,
  patch: TradingPatch,
  scheduled?: Partial<TScheduledOrders>,
) {
  const [row] = await db
    .update(merchants)
    .set({
      ...patch,
      ...(scheduled
        ? { scheduledOrders: sql`${merchants.scheduledOrders} || ${JSON.stringify(scheduled)}::jsonb` }
        : {}),
    })
    .where(eq(merchants.id, merchantId))
    .returning(tradingColumns);
  return row;
}
