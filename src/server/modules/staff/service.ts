import {
  ROLE_LABELS,
  STAFF_MESSAGES,
  type TRole,
  type TStaffList,
  type TStaffMember,
} from "#contracts/staff";
import type { Member } from "#server/access/permissions";
import type { Db, Tx } from "#server/db/client";
import { AppError, notFound } from "#server/errors";
import { recordAudit } from "#server/modules/audit/service";
import { endMemberSessions, type SessionDeps } from "#server/plugins/session";
import {
  countOwners,
  deleteMember,
  findMember,
  listLiveInvites,
  listMembers,
  lockStore,
  type MemberRow,
  setMemberRole,
} from "./queries";

// A store's team (issue 43, decision 0059): who is in it, with which role. Invites: invites.ts.

const toMember = (row: MemberRow, you: string): TStaffMember => ({
  id: row.id,
  personId: row.personId,
  name: row.name,
  email: row.email,
  role: row.role,
  joinedAt: row.joinedAt.toISOString(),
  isYou: row.personId === you,
});

/** `GET /api/staff`: the members, and the invites still waiting (not accepted, not expired). */
export async function listStaff(db: Db, member: Member, now: Date): Promise<TStaffList> {
  const [members, invites] = await Promise.all([
    listMembers(db, member.merchantId),
    listLiveInvites(db, member.merchantId, now),
  ]);
  return {
    members: members.map((row) => toMember(row, member.personId)),
    invites: invites.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      expiresAt: row.expiresAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      invitedBy: row.invitedBy,
    })),
  };
}

const who = (row: MemberRow) => `${row.name} (${row.email})`;

/**
 * One change to a member, in one transaction that holds the store's row (lockStore): whoever comes
 * second sees the first one's change, so "another owner is left" is true when it is checked. The
 * member's sessions in this store end after the commit, on every process (endMemberSessions): the
 * role they signed in with is gone.
 */
async function changeMember(
  deps: SessionDeps,
  actor: Member,
  memberId: string,
  change: (row: MemberRow, tx: Tx) => Promise<boolean>,
): Promise<MemberRow> {
  const { row, changed } = await deps.db.transaction(async (tx) => {
    await lockStore(tx, actor.merchantId);
    const row = await findMember(tx, actor.merchantId, memberId);
    if (!row) throw notFound(STAFF_MESSAGES.memberNotFound);
    return { row, changed: await change(row, tx) };
  });
  if (changed) await endMemberSessions(deps, row.personId, actor.merchantId);
  return row;
}

const lastOwner = () => new AppError("CONFLICT", STAFF_MESSAGES.lastOwner);

/** `PUT /api/staff/:memberId`: a new role; the store's last owner keeps theirs. */
export async function changeRole(
  deps: SessionDeps,
  actor: Member,
  memberId: string,
  role: TRole,
): Promise<TStaffMember> {
  const row = await changeMember(deps, actor, memberId, async (row, tx) => {
    if (row.role === role) return false;
    if (row.role === "owner" && (await countOwners(tx, actor.merchantId)) <= 1) throw lastOwner();
    await setMemberRole(tx, actor.merchantId, row.id, role);
    await recordAudit(tx, {
      merchantId: actor.merchantId,
      personId: actor.personId,
      kind: "staff",
      summary: `${who(row)}: ${ROLE_LABELS[row.role]} → ${ROLE_LABELS[role]}`,
      details: { member: row.email, role: { from: row.role, to: role } },
    });
    return true;
  });
  return toMember({ ...row, role }, actor.personId);
}

/** `DELETE /api/staff/:memberId`: out of the store (themselves too), unless they are its last owner. */
export async function removeMember(deps: SessionDeps, actor: Member, memberId: string): Promise<void> {
  await changeMember(deps, actor, memberId, async (row, tx) => {
    if (row.role === "owner" && (await countOwners(tx, actor.merchantId)) <= 1) throw lastOwner();
    await deleteMember(tx, actor.merchantId, row.id);
    await recordAudit(tx, {
      merchantId: actor.merchantId,
      personId: actor.personId,
      kind: "staff",
      summary: `${who(row)} removed (${ROLE_LABELS[row.role]})`,
      details: { member: row.email, role: { from: row.role, to: null } },
    });
    return true;
  });
}
