import { asc, eq, like, or } from "drizzle-orm";
import type { TRole } from "#contracts/staff";
import type { TStoreStatus } from "#contracts/store-status";
import type { Db, Tx } from "#server/db/client";
import { memberships } from "#server/db/schema/memberships";
import { type MerchantRow, merchants } from "#server/db/schema/merchants";
import { type PersonRow, people } from "#server/db/schema/people";

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
  db: Db | Tx,
  values: NewMerchant,
): Promise<MerchantRow | undefined> {
  const [row] = await db
    .insert(merchants)
    .values(values)
    .onConflictDoNothing({ target: merchants.businessSlug })
    .returning();
  return row;
}

export async function findPersonByEmail(db: Db, email: string): Promise<PersonRow | undefined> {
  const [row] = await db.select().from(people).where(eq(people.email, email)).limit(1);
  return row;
}

export async function findPersonById(db: Db, id: string): Promise<PersonRow | undefined> {
  const [row] = await db.select().from(people).where(eq(people.id, id)).limit(1);
  return row;
}

/**
 * A new store's first person, its owner (decision 0059), in the transaction that made the store.
 * Undefined when the email is a person's already.
 */
export async function insertOwner(
  tx: Db | Tx,
  merchantId: string,
  person: { email: string; password: string; name: string },
): Promise<PersonRow | undefined> {
  const [row] = await tx
    .insert(people)
    .values(person)
    .onConflictDoNothing({ target: people.email })
    .returning();
  if (!row) return undefined;
  await tx.insert(memberships).values({ personId: row.id, merchantId, role: "owner" });
  return row;
}

export interface StoreOfPerson {
  merchantId: string;
  businessName: string;
  role: TRole;
  status: TStoreStatus;
  statusReason: string | null;
}

/** The stores a person belongs to, the oldest membership first. */
export function storesOf(db: Db, personId: string): Promise<StoreOfPerson[]> {
  return db
    .select({
      merchantId: memberships.merchantId,
      businessName: merchants.businessName,
      role: memberships.role,
      status: merchants.status,
      statusReason: merchants.statusReason,
    })
    .from(memberships)
    .innerJoin(merchants, eq(merchants.id, memberships.merchantId))
    .where(eq(memberships.personId, personId))
    .orderBy(asc(memberships.createdAt), asc(merchants.businessName));
}
