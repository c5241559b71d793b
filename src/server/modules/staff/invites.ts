import { createHash, randomBytes } from "node:crypto";
import type { z } from "zod";
import { AUTH_MESSAGES } from "#contracts/auth";
import {
  INVITE_DAYS,
  ROLE_LABELS,
  STAFF_MESSAGES,
  type TInviteCreated,
  type TInvitePreview,
  type TInviteRequest,
  type ZAcceptInvite,
} from "#contracts/staff";
import type { Member } from "#server/access/permissions";
import { hashPassword, verifyPassword } from "#server/auth/password";
import type { Db } from "#server/db/client";
import type { StaffInviteRow } from "#server/db/schema/staff-invites";
import { AppError, notFound } from "#server/errors";
import { recordAudit } from "#server/modules/audit/service";
import type { LoginThrottle } from "#server/modules/auth/service";
import { type SignedInPerson, SUSPENDED_MESSAGE } from "#server/modules/auth/service";
import { queueInviteMail } from "#server/modules/mail/service";
import {
  deleteInvite,
  findInviteByHash,
  findPersonByEmail,
  findPersonName,
  hasLiveInvite,
  insertInvite,
  insertMembership,
  insertPerson,
  isMemberByEmail,
  lockStore,
  markInviteAccepted,
} from "./queries";

// Invites to a store's team (issue 43, decision 0059). The link's token is 32 random bytes; only
// its SHA-256 is kept, as a session's is, so the table alone opens no store. It works once and for
// INVITE_DAYS days, by the app's clock. Chosen here:
// - A used link answers 409 (inviteUsed), on the page and on accept: the link was real and did its
//   work. Unknown, withdrawn (its row deleted) and expired are one 404 (inviteExpired).
// - The invite's email decides who joins, never the browser's session: a person with that email
//   accepts signed in as them or with their password (the login's lock-out counts the tries);
//   with no such person, name and password make one. Someone else signed in cannot take it.
// - The mail (when mail is on) carries the link in its outbox row until the row is purged (30
//   days after sending): the worker has nothing else to send it from.

const DAY_MS = 24 * 60 * 60 * 1000;
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Answers of accepting an invite that contracts/staff.ts does not name: what this door alone says. */
export const ACCEPT_MESSAGES = {
  signIn: (email: string) => `This invite is for ${email}. Sign in as ${email}, or enter its password.`,
  wrongPassword: "Invalid email or password",
  newPassword: AUTH_MESSAGES.passwordMin,
} as const;

export interface InviteContext {
  db: Db;
  /** The app's clock (epoch ms): when an invite expires. */
  now: () => number;
  /** Where the link points: `<public origin>/invite/<token>`. */
  origin: string;
  /** The origin mails link to, or null when this server sends no mail. */
  mailBaseUrl: string | null;
}

/** `POST /api/staff/invites`: a new link for `email` with `role`, mailed when mail is set up. */
export async function createInvite(
  ctx: InviteContext,
  actor: Member,
  input: { email: string; role: TInviteRequest["role"] },
): Promise<TInviteCreated> {
  const token = randomBytes(32).toString("base64url");
  const url = `${ctx.origin}/invite/${token}`;
  const at = new Date(ctx.now());
  const expiresAt = new Date(at.getTime() + INVITE_DAYS * DAY_MS);
  const inviter = await findPersonName(ctx.db, actor.personId);
  const invite = await ctx.db.transaction(async (tx) => {
    // The store's turn (lockStore): two owners inviting the same email at once make one invite.
    await lockStore(tx, actor.merchantId);
    if (await isMemberByEmail(tx, actor.merchantId, input.email))
      throw new AppError("CONFLICT", STAFF_MESSAGES.alreadyMember);
    if (await hasLiveInvite(tx, actor.merchantId, input.email, at))
      throw new AppError("CONFLICT", STAFF_MESSAGES.invitePending);
    const row = await insertInvite(tx, {
      merchantId: actor.merchantId,
      email: input.email,
      role: input.role,
      tokenHash: hashToken(token),
      invitedBy: actor.personId,
      expiresAt,
      createdAt: at,
    });
    await recordAudit(tx, {
      merchantId: actor.merchantId,
      personId: actor.personId,
      kind: "staff",
      summary: `Invited ${input.email} as ${ROLE_LABELS[input.role]}`,
      details: { invite: input.email, role: { from: null, to: input.role } },
    });
    await queueInviteMail(tx, ctx.mailBaseUrl, {
      merchantId: actor.merchantId,
      email: input.email,
      url,
      role: input.role,
      invitedBy: inviter,
    });
    return row;
  });
  return { id: invite.id, url, expiresAt: invite.expiresAt.toISOString() };
}

/** `DELETE /api/staff/invites/:inviteId`: the link stops working; another store's is a 404. */
export async function withdrawInvite(db: Db, actor: Member, inviteId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await deleteInvite(tx, actor.merchantId, inviteId);
    if (!gone) throw notFound(STAFF_MESSAGES.inviteNotFound);
    await recordAudit(tx, {
      merchantId: actor.merchantId,
      personId: actor.personId,
      kind: "staff",
      summary: `Invite to ${gone.email} withdrawn (${ROLE_LABELS[gone.role]})`,
      details: { invite: gone.email, role: { from: gone.role, to: null } },
    });
  });
}

type FoundInvite = NonNullable<Awaited<ReturnType<typeof findInviteByHash>>>;

/**
 * An invite that can still be accepted, or the answer why not: unknown, withdrawn (deleted) and
 * expired are one 404, so a guessed token learns nothing; a used one is a 409 (the link was real
 * and did its work: the page says so, rather than "ask for a new one").
 */
function usable(found: FoundInvite | undefined, at: Date): FoundInvite {
  if (!found) throw notFound(STAFF_MESSAGES.inviteExpired);
  if (found.invite.acceptedAt) throw new AppError("CONFLICT", STAFF_MESSAGES.inviteUsed);
  if (found.invite.expiresAt.getTime() <= at.getTime()) throw notFound(STAFF_MESSAGES.inviteExpired);
  if (found.suspendedAt) throw new AppError("FORBIDDEN", SUSPENDED_MESSAGE);
  return found;
}

/** `GET /api/invites/:token`: what the invite page shows before accepting. */
export async function previewInvite(db: Db, token: string, at: Date): Promise<TInvitePreview> {
  const { invite, businessName } = usable(await findInviteByHash(db, hashToken(token)), at);
  return {
    businessName,
    email: invite.email,
    role: invite.role,
    expiresAt: invite.expiresAt.toISOString(),
    hasAccount: Boolean(await findPersonByEmail(db, invite.email)),
  };
}

/** Who is accepting: the session's person (if any) and the client's address for the lock-out. */
export interface Acceptor {
  personId: string | null;
  ip: string;
  throttle: LoginThrottle;
}

/**
 * Who accepts decides nothing; the invite's email does (decision 0059). When a person has that
 * email, they accept into their own account: signed in as that person, or giving its password
 * (counted against the lock-out, as a login is). When nobody has it, name and password make the
 * person. Returns the member the session starts as.
 */
async function acceptingPerson(
  db: Db,
  invite: StaffInviteRow,
  who: Acceptor,
  body: z.output<typeof ZAcceptInvite>,
): Promise<
  { personId: string; name: string } | { newPerson: { email: string; password: string; name: string } }
> {
  const person = await findPersonByEmail(db, invite.email);
  if (person) {
    if (who.personId === person.id) return { personId: person.id, name: person.name };
    if (!body.password) throw new AppError("UNAUTHORIZED", ACCEPT_MESSAGES.signIn(invite.email));
    const waitMs = await who.throttle.retryAfterMs(person.email, who.ip);
    if (waitMs > 0) {
      const minutes = Math.ceil(waitMs / 60_000);
      throw new AppError(
        "RATE_LIMITED",
        `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      );
    }
    if (!(await verifyPassword(person.password, body.password))) {
      await who.throttle.recordFailure(person.email, who.ip);
      throw new AppError("UNAUTHORIZED", ACCEPT_MESSAGES.wrongPassword);
    }
    await who.throttle.recordSuccess(person.email, who.ip);
    return { personId: person.id, name: person.name };
  }
  if (!body.name) throw new AppError("VALIDATION", STAFF_MESSAGES.name);
  if (!body.password) throw new AppError("VALIDATION", ACCEPT_MESSAGES.newPassword);
  return {
    newPerson: { email: invite.email, password: await hashPassword(body.password), name: body.name },
  };
}

/**
 * `POST /api/invites/:token/accept`: the membership and the invite's use in one transaction that
 * holds the invite's row, so a link accepted twice at once makes one member; the second is told
 * it was used.
 */
export async function acceptInvite(
  db: Db,
  token: string,
  at: Date,
  who: Acceptor,
  body: z.output<typeof ZAcceptInvite>,
): Promise<SignedInPerson> {
  const tokenHash = hashToken(token);
  const { invite } = usable(await findInviteByHash(db, tokenHash), at);
  const person = await acceptingPerson(db, invite, who, body);
  return db.transaction(async (tx) => {
    const { invite: locked } = usable(await findInviteByHash(tx, tokenHash, true), at);
    await lockStore(tx, locked.merchantId);
    let personId: string;
    if ("personId" in person) personId = person.personId;
    else {
      const created = await insertPerson(tx, person.newPerson);
      // Someone signed up with this email between the page and the answer: they accept as them.
      if (!created) throw new AppError("CONFLICT", AUTH_MESSAGES.emailTaken);
      personId = created.id;
    }
    if (!(await insertMembership(tx, personId, locked.merchantId, locked.role)))
      throw new AppError("CONFLICT", STAFF_MESSAGES.alreadyMember);
    await markInviteAccepted(tx, locked, at);
    await recordAudit(tx, {
      merchantId: locked.merchantId,
      personId,
      kind: "staff",
      summary: `${"name" in person ? person.name : person.newPerson.name} (${locked.email}) joined as ${ROLE_LABELS[locked.role]}`,
      details: { member: locked.email, role: { from: null, to: locked.role } },
    });
    return { personId, merchantId: locked.merchantId, role: locked.role };
  });
}
