import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { TRole } from "#contracts/staff";
import type { Db, Tx } from "#server/db/client";
import { memberships } from "#server/db/schema/memberships";
import { merchants } from "#server/db/schema/merchants";
import { people } from "#server/db/schema/people";
import { type StaffInviteRow, staffInvites } from "#server/db/schema/staff-invites";

/** A store's member as the Team card lists them. */
export interface MemberRow {
  id: string;
  personId: string;
  name: string;
  email: string;
  role: TRole;
  joinedAt: Date;
}

const memberColumns = {
  id: memberships.id,
  personId: memberships.personId,
  name: people.name,
  email: people.email,
  role: memberships.role,
  joinedAt: memberships.createdAt,
};

export function listMembers(db: Db, merchantId: string): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(people, eq(people.id, memberships.personId))
    .where(eq(memberships.merchantId, merchantId))
    .orderBy(asc(memberships.createdAt), asc(people.email));
}

/** Invites not accepted and not expired at `now`, the newest first. */
export function listLiveInvites(db: Db, merchantId: string, now: Date) {
  return db
    .select({
      id: staffInvites.id,
      email: staffInvites.email,
      role: staffInvites.role,
      expiresAt: staffInvites.expiresAt,
      createdAt: staffInvites.createdAt,
      invitedBy: people.name,
    })
    .from(staffInvites)
    .leftJoin(people, eq(people.id, staffInvites.invitedBy))
    .where(
      and(
        eq(staffInvites.merchantId, merchantId),
        isNull(staffInvites.acceptedAt),
        gt(staffInvites.expiresAt, now),
      ),
    )
    .orderBy(sql`${staffInvites.createdAt} desc`);
}

/**
 * Locks the store's row until the transaction ends, so that every change to its team (a role, a
 * removal, an invite, a join) takes its turn: two owners demoting each other at once cannot both
 * pass the "another owner is left" check (decision 0059). NO KEY UPDATE, not UPDATE: an order being
 * placed (its foreign key takes KEY SHARE on this row) is not held up.
 */
export async function lockStore(tx: Tx, merchantId: string) {
  const [row] = await tx
    .select({ id: merchants.id, businessName: merchants.businessName })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .for("no key update")
    .limit(1);
  return row;
}

export async function findMember(db: Db | Tx, merchantId: string, memberId: string) {
  const [row] = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(people, eq(people.id, memberships.personId))
    .where(and(eq(memberships.id, memberId), eq(memberships.merchantId, merchantId)))
    .limit(1);
  return row;
}

export async function countOwners(tx: Tx, merchantId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .where(and(eq(memberships.merchantId, merchantId), eq(memberships.role, "owner")));
  return Number(row?.n ?? 0);
}

export async function setMemberRole(tx: Tx, merchantId: string, memberId: string, role: TRole) {
  await tx
    .update(memberships)
    .set({ role })
    .where(and(eq(memberships.id, memberId), eq(memberships.merchantId, merchantId)));
}

export async function deleteMember(tx: Tx, merchantId: string, memberId: string) {
  await tx
    .delete(memberships)
    .where(and(eq(memberships.id, memberId), eq(memberships.merchantId, merchantId)));
}

/** Whether the person with this email is a member of the store. */
export async function isMemberByEmail(db: Db | Tx, merchantId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(people, eq(people.id, memberships.personId))
    .where(and(eq(memberships.merchantId, merchantId), eq(people.email, email)))
    .limit(1);
  return Boolean(row);
}

export async function hasLiveInvite(tx: Tx, merchantId: string, email: string, now: Date) {
  const [row] = await tx
    .select({ id: staffInvites.id })
    .from(staffInvites)
    .where(
      and(
        eq(staffInvites.merchantId, merchantId),
        eq(staffInvites.email, email),
        isNull(staffInvites.acceptedAt),
        gt(staffInvites.expiresAt, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertInvite(tx: Tx, values: typeof staffInvites.$inferInsert) {
  const [row] = await tx.insert(staffInvites).values(values).returning();
  return row!;
}

/** Withdraws a store's invite that is not yet accepted; undefined when there is none by that id. */
export async function deleteInvite(db: Db | Tx, merchantId: string, inviteId: string) {
  const [row] = await db
    .delete(staffInvites)
    .where(
      and(
        eq(staffInvites.id, inviteId),
        eq(staffInvites.merchantId, merchantId),
        isNull(staffInvites.acceptedAt),
      ),
    )
    .returning({ email: staffInvites.email, role: staffInvites.role });
  return row;
}

/** An invite by its token's hash, with its store's name and state. */
export async function findInviteByHash(db: Db | Tx, tokenHash: string, lock = false) {
  const query = db
    .select({
      invite: staffInvites,
      businessName: merchants.businessName,
      isApproved: merchants.isApproved,
      suspendedAt: merchants.suspendedAt,
    })
    .from(staffInvites)
    .innerJoin(merchants, eq(merchants.id, staffInvites.merchantId))
    .where(eq(staffInvites.tokenHash, tokenHash))
    .limit(1);
  const [row] = lock ? await query.for("update", { of: staffInvites }) : await query;
  return row;
}

export async function markInviteAccepted(tx: Tx, invite: StaffInviteRow, at: Date) {
  await tx
    .update(staffInvites)
    .set({ acceptedAt: at })
    .where(and(eq(staffInvites.id, invite.id), eq(staffInvites.merchantId, invite.merchantId)));
}

/** The person who signs in with this email (stored lower case), if any. */
export async function findPersonByEmail(db: Db, email: string) {
  const [row] = await db.select().from(people).where(eq(people.email, email)).limit(1);
  return row;
}

export async function findPersonName(db: Db, personId: string) {
  const [row] = await db.select({ name: people.name }).from(people).where(eq(people.id, personId)).limit(1);
  return row?.name ?? null;
}

export async function insertMembership(tx: Tx, personId: string, merchantId: string, role: TRole) {
  const [row] = await tx
    .insert(memberships)
    .values({ personId, merchantId, role })
    .onConflictDoNothing()
    .returning({ id: memberships.id });
  return row;
}

export async function insertPerson(tx: Tx, person: { email: string; password: string; name: string }) {
  const [row] = await tx
    .insert(people)
    .values(person)
    .onConflictDoNothing({ target: people.email })
    .returning({ id: people.id });
  return row;
}
