import { asc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { type MerchantRow, merchants } from "#server/db/schema/merchants";
import { people } from "#server/db/schema/people";
import { sessions } from "#server/db/schema/sessions";

export type MerchantSummary = Pick<
  MerchantRow,
  "id" | "email" | "businessName" | "businessSlug" | "status" | "createdAt"
>;

const summary = {
  id: merchants.id,
  email: merchants.email,
  businessName: merchants.businessName,
  businessSlug: merchants.businessSlug,
  status: merchants.status,
  createdAt: merchants.createdAt,
};

export function listMerchants(db: Db): Promise<MerchantSummary[]> {
  return db.select(summary).from(merchants).orderBy(asc(merchants.createdAt), asc(merchants.email));
}

export async function findMerchantByEmail(db: Db, email: string): Promise<MerchantSummary | undefined> {
  const [row] = await db.select(summary).from(merchants).where(eq(merchants.email, email)).limit(1);
  return row;
}

/** The person who signs in with this email: a store's owner or any member (decision 0059). */
export async function findPersonByEmail(
  db: Db,
  email: string,
): Promise<{ id: string; email: string } | undefined> {
  const [row] = await db
    .select({ id: people.id, email: people.email })
    .from(people)
    .where(eq(people.email, email))
    .limit(1);
  return row;
}

/** A new password hash; every session of the person ends with it, in one transaction. */
export async function replacePassword(db: Db, personId: string, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(people).set({ password: passwordHash }).where(eq(people.id, personId));
    await tx.delete(sessions).where(eq(sessions.personId, personId));
  });
}
