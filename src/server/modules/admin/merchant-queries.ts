import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { TAdminMerchantsQuery } from "#contracts/admin";
import type { TStoreStatus } from "#contracts/store-status";
import type { Db, Tx } from "#server/db/client";
import { containsPattern } from "#server/db/like-pattern";
import { memberships } from "#server/db/schema/memberships";
import { merchants } from "#server/db/schema/merchants";
import { people } from "#server/db/schema/people";

// The console reads across stores by design (issue 47, decision 0070): these are the platform's
// queries, each still bounded (a page of stores, one store, the last 30 days).

const DAYS_30 = sql`now() - interval '30 days'`;

/**
 * One store's row of the list, with its counts read per store on the page (a page is at most 100).
 * The subqueries name `merchants.id` in their text: drizzle writes a column of the outer table
 * unqualified in a select, which inside the subquery would read the inner table's own id.
 */
const listColumns = {
  id: merchants.id,
  businessName: merchants.businessName,
  businessSlug: merchants.businessSlug,
  businessType: merchants.businessType,
  email: merchants.email,
  status: merchants.status,
  statusReason: merchants.statusReason,
  currency: merchants.currency,
  createdAt: merchants.createdAt,
  contactPhone: merchants.contactPhone,
  address: merchants.address,
  description: merchants.description,
  licenceNumber: merchants.licenceNumber,
  products: sql<number>`(select count(*)::int from products p where p.merchant_id = merchants.id)`,
  orders30d: sql<number>`(select count(*)::int from orders o where o.merchant_id = merchants.id and o.created_at > ${DAYS_30})`,
  revenue30d: sql<string>`(select coalesce(sum(o.total_amount), 0)::text from orders o where o.merchant_id = merchants.id and o.created_at > ${DAYS_30} and o.status <> 'cancelled')`,
  lastSignInAt: sql<Date | null>`(select max(a.created_at) from audit_log a where a.merchant_id = merchants.id and a.kind = 'sign-in')`,
};
export type AdminMerchantRow = Awaited<ReturnType<typeof listMerchantRows>>[number];

function listFilter({ status, type, q }: TAdminMerchantsQuery): SQL | undefined {
  const pattern = q ? containsPattern(q) : null;
  return and(
    status ? eq(merchants.status, status) : undefined,
    type ? eq(merchants.businessType, type) : undefined,
    pattern
      ? or(
          ilike(merchants.businessName, pattern),
          ilike(merchants.email, pattern),
          ilike(merchants.businessSlug, pattern),
        )
      : undefined,
  );
}

/** A page of stores: the approval queue (pending) oldest first, every other list newest first. */
export function listMerchantRows(db: Db, query: TAdminMerchantsQuery) {
  const order =
    query.status === "pending"
      ? [asc(merchants.createdAt), asc(merchants.id)]
      : [desc(merchants.createdAt), desc(merchants.id)];
  return db
    .select(listColumns)
    .from(merchants)
    .where(listFilter(query))
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
}

export async function countMerchants(db: Db, query: TAdminMerchantsQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(merchants).where(listFilter(query));
  return row?.n ?? 0;
}

/** One store with what it registered with. */
export async function findMerchantRow(db: Db | Tx, id: string) {
  const [row] = await db
    .select({
      ...listColumns,
      statusChangedAt: merchants.statusChangedAt,
      suspendedAt: merchants.suspendedAt,
      openOrders: sql<number>`(select count(*)::int from orders o where o.merchant_id = merchants.id and o.status in ('pending', 'confirmed', 'processing'))`,
    })
    .from(merchants)
    .where(eq(merchants.id, id))
    .limit(1);
  return row;
}

/** A store's name alone (a view as its merchant names it): not the list's counts. */
export async function findStoreName(db: Db | Tx, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ businessName: merchants.businessName })
    .from(merchants)
    .where(eq(merchants.id, id))
    .limit(1);
  return row?.businessName;
}

export function membersOf(db: Db, merchantId: string) {
  return db
    .select({ name: people.name, email: people.email, role: memberships.role })
    .from(memberships)
    .innerJoin(people, eq(people.id, memberships.personId))
    .where(eq(memberships.merchantId, merchantId))
    .orderBy(asc(memberships.createdAt));
}

/** The store's name, email and status, locked for a change of status. */
export async function lockMerchant(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      id: merchants.id,
      businessName: merchants.businessName,
      email: merchants.email,
      status: merchants.status,
      notifyEmail: merchants.notifyEmail,
    })
    .from(merchants)
    .where(eq(merchants.id, id))
    .for("update")
    .limit(1);
  return row;
}

/** A store's new standing; is_approved follows it (the database's check holds them together). */
export async function setStatus(
  tx: Tx | Db,
  id: string,
  status: TStoreStatus,
  reason: string | null,
  at: Date,
): Promise<void> {
  await tx
    .update(merchants)
    .set({
      status,
      isApproved: status === "approved",
      statusReason: reason,
      statusChangedAt: at,
      // When it was suspended, while it is; reinstating clears it (the record keeps the history).
      ...(status === "suspended" ? { suspendedAt: at } : status === "approved" ? { suspendedAt: null } : {}),
    })
    .where(eq(merchants.id, id));
}
