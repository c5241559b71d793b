import { and, eq, exists, not, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { type MerchantRow, merchants } from "#server/db/schema/merchants";
import { orders } from "#server/db/schema/orders";

export type CustomizationPatch = Partial<
  Pick<
    MerchantRow,
    | "logoUrl"
    | "customDisplayName"
    | "contactPhone"
    | "theme"
    | "acceptsPrescriptions"
    | "country"
    | "locationLat"
    | "locationLng"
    | "currency"
    | "locale"
    | "languages"
    | "defaultLanguage"
  >
>;

/** The languages a store offers now, to check a new default against the ones it keeps. */
export async function findLanguages(db: Db, merchantId: string) {
  const [row] = await db
    .select({ languages: merchants.languages, defaultLanguage: merchants.defaultLanguage })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row;
}

/**
 * Sets the store's currency unless it has orders (decision 0067): one statement, so a check and a
 * change cannot be split by another request. False when orders stop it; the same currency is no change.
 */
export async function setCurrencyUnlessOrders(
  db: Db,
  merchantId: string,
  currency: string,
): Promise<boolean> {
  const changed = await db
    .update(merchants)
    .set({ currency })
    .where(
      and(
        eq(merchants.id, merchantId),
        or(
          eq(merchants.currency, currency),
          not(exists(db.select({ one: sql`1` }).from(orders).where(eq(orders.merchantId, merchantId)))),
        ),
      ),
    )
    .returning({ id: merchants.id });
  return changed.length > 0;
}

/** Whether the store takes neither cash nor cards: only Razorpay or UPI, which take rupees only (issue 46). */
export async function paidOnlyInRupees(db: Db, merchantId: string): Promise<boolean> {
  const [row] = await db
    .select({ cash: merchants.acceptsCash, card: merchants.acceptsCard })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row !== undefined && !row.cash && !row.card;
}

export async function findLogoUrl(db: Db, merchantId: string): Promise<string | null | undefined> {
  const [row] = await db
    .select({ logoUrl: merchants.logoUrl })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row?.logoUrl;
}

export async function updateCustomization(db: Db, merchantId: string, patch: CustomizationPatch) {
  const [row] = await db.update(merchants).set(patch).where(eq(merchants.id, merchantId)).returning();
  return row;
}
