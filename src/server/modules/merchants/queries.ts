import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { type MerchantRow, merchants } from "#server/db/schema/merchants";

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
  >
>;

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
