import { eq, like, or } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { type MerchantRow, merchants } from "#server/db/schema/merchants";

export async function findMerchantByEmail(db: Db, email: string): Promise<MerchantRow | undefined> {
  const [row] = await db.select().from(merchants).where(eq(merchants.email, email)).limit(1);
  return row;
}

export async function findMerchantById(db: Db, id: string): Promise<MerchantRow | undefined> {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, id)).limit(1);
  return row;
}

/** Slugs equal to `base` or of the form `base-N`, to pick a free suffix for a generated slug. */
export async function findSlugsLike(db: Db, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: merchants.businessSlug })
    .from(merchants)
    .where(or(eq(merchants.businessSlug, base), like(merchants.businessSlug, `${base}-%`)));
  return rows.map((r) => r.slug);
}

export type NewMerchant = typeof merchants.$inferInsert;

/** The new merchant, or undefined when another merchant already has the slug (nothing inserted). */
export async function insertMerchantUnlessSlugTaken(
  db: Db,
  values: NewMerchant,
): Promise<MerchantRow | undefined> {
  const [row] = await db
    .insert(merchants)
    .values(values)
    .onConflictDoNothing({ target: merchants.businessSlug })
    .returning();
  return row;
}
