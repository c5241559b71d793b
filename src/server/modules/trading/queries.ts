import { eq } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client";
import { type MerchantRow, merchants } from "#server/db/schema/merchants";

export const tradingColumns = {
  timeZone: merchants.timeZone,
  openingHours: merchants.openingHours,
  closures: merchants.closures,
  pausedUntil: merchants.pausedUntil,
};
export type TradingRow = Pick<MerchantRow, keyof typeof tradingColumns>;
export type TradingPatch = Partial<TradingRow>;

export async function findTrading(db: Db | Tx, merchantId: string): Promise<TradingRow | undefined> {
  const [row] = await db.select(tradingColumns).from(merchants).where(eq(merchants.id, merchantId));
  return row;
}

export async function updateTrading(db: Db, merchantId: string, patch: TradingPatch) {
  const [row] = await db
    .update(merchants)
    .set(patch)
    .where(eq(merchants.id, merchantId))
    .returning(tradingColumns);
  return row;
}
