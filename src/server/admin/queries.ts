import { asc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { type MerchantRow, merchants } from "#server/db/schema/merchants";
import { sessions } from "#server/db/schema/sessions";

export type MerchantSummary = Pick<
  MerchantRow,
  "id" | "email" | "businessName" | "businessSlug" | "isApproved" | "suspendedAt" | "createdAt"
>;

const summary = {
  id: merchants.id,
  email: merchants.email,
  businessName: merchants.businessName,
  businessSlug: merchants.businessSlug,
  isApproved: merchants.isApproved,
  suspendedAt: merchants.suspendedAt,
  createdAt: merchants.createdAt,
};

export function listMerchants(db: Db): Promise<MerchantSummary[]> {
  return db.select(summary).from(merchants).orderBy(asc(merchants.createdAt), asc(merchants.email));
}

export async function findMerchantByEmail(db: Db, email: string): Promise<MerchantSummary | undefined> {
  const [row] = await db.select(summary).from(merchants).where(eq(merchants.email, email)).limit(1);
  return row;
}

export async function setMerchantState(
  db: Db,
  id: string,
  state: { isApproved: boolean; suspendedAt: Date | null },
): Promise<void> {
  await db.update(merchants).set(state).where(eq(merchants.id, id));
}

/** A new password hash; every session of the merchant ends with it, in one transaction. */
export async function replacePassword(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(merchants).set({ password: passwordHash }).where(eq(merchants.id, id));
    await tx.delete(sessions).where(eq(sessions.merchantId, id));
  });
}

/** Signs the merchant out on every device. */
export async function endSessions(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.merchantId, id));
}
