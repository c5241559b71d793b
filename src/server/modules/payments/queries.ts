import { eq } from "drizzle-orm";
import { storeDisplayName } from "#contracts/storefront";
import type { Db, Tx } from "#server/db/client";
import { merchants } from "#server/db/schema/merchants";
import type { SessionStore } from "./payment-sessions";
import { storePaymentColumns } from "./providers";

/** A store's payment settings, with the name and address a payment page shows. */
export async function findSessionStore(db: Db | Tx, merchantId: string): Promise<SessionStore | undefined> {
  const [row] = await db
    .select({
      ...storePaymentColumns,
      id: merchants.id,
      businessName: merchants.businessName,
      customDisplayName: merchants.customDisplayName,
      slug: merchants.businessSlug,
    })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row && { ...row, name: storeDisplayName(row) };
}
