import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ADMIN_MESSAGES } from "#contracts/admin";
import { APP_ROUTES } from "#contracts/app-routes";
import { storeMoneyFormat } from "#contracts/display-locale";
import type { TMoneyFormat } from "#contracts/money";
import type { TPlatformRole, TRole } from "#contracts/staff";
import type { Db } from "#server/db/client";
import { memberships } from "#server/db/schema/memberships";
import { merchants } from "#server/db/schema/merchants";
import { people } from "#server/db/schema/people";
import { sessions } from "#server/db/schema/sessions";
import { isDatabaseUnreachable } from "#server/db/unreachable";
import { AppError } from "#server/errors";
import type { EventBus } from "#server/events/event-bus";
import { announceSessionsEnded } from "#server/events/session-ends";

/** What starting and ending sessions touch: the rows, and the bus that closes ended sessions' streams. */
export interface SessionDeps {
  db: Db;
  events: EventBus;
}

export const SESSION_COOKIE = "sid";
const IDLE_MS = 7 * 24 * 60 * 60 * 1000;
const ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
// lastSeenAt is refreshed at most this often, so reads do not turn into writes on every request.
const TOUCH_EVERY_MS = 60 * 60 * 1000;

declare module "fastify" {
  interface FastifyRequest {
    /** The store the session works in, when a live session cookie came with the request. */
    merchantId: string | null;
    /** Who signed in (decision 0059). */
    personId: string | null;
    /** Their role in that store, read on every request: a changed role holds at once. */
    role: TRole | null;
    /** The store's currency and locale, read with the session: every amount it sends is in them. */
    storeMoney: TMoneyFormat | null;
    /** The store's own locale (BCP 47), as its merchant set it: what its names sort by (issue 45). */
    storeLocale: string | null;
    /** The person's platform role (issue 47): an operator's or support's session, else null. */
    platformRole: TPlatformRole | null;
    /** An operator viewing `merchantId` as its merchant, read-only, until `until` (issue 47 item 6). */
    viewAs: { until: Date; reason: string } | null;
    /** Hash of the live session id; CSRF tokens are bound to it. */
    sessionKey: string | null;
    /** Why the session could not be read (the database is away): a signed-in route answers with it. */
    sessionUnread: unknown;
  }
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function cookieOptions(request: FastifyRequest, maxAgeMs: number) {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: request.protocol === "https",
    maxAge: Math.floor(maxAgeMs / 1000),
  };
}

/**
 * Who a new session is for: a person, working in one of their stores with their role there; or an
 * operator (issue 47), whose console session works in no store.
 */
export type SessionStart =
  | { personId: string; merchantId: string; role: TRole }
  | { personId: string; merchantId: null; platformRole: TPlatformRole };

export async function startSession(
  { db, events }: SessionDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  start: SessionStart,
) {
  const { personId, merchantId } = start;
  // A new id at every login: a session id planted before login is never promoted (fixation).
  await endSession({ db, events }, request, reply);
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  await db.insert(sessions).values({
    id: hashToken(token),
    merchantId,
    personId,
    expiresAt: new Date(now + ABSOLUTE_MS),
  });
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, IDLE_MS));
  request.merchantId = merchantId;
  request.personId = personId;
  request.role = "role" in start ? start.role : null;
  request.platformRole = "platformRole" in start ? start.platformRole : null;
  request.sessionKey = hashToken(token);
}

/** Moves the session to another of the person's stores (`POST /api/user/store`). */
export async function switchSessionStore(db: Db, request: FastifyRequest, merchantId: string, role: TRole) {
  if (!request.sessionKey) throw new AppError("UNAUTHORIZED", "Not authenticated");
  await db.update(sessions).set({ merchantId }).where(eq(sessions.id, request.sessionKey));
  request.merchantId = merchantId;
  request.role = role;
  request.storeMoney = null;
  request.storeLocale = null;
}

export async function endSession({ db, events }: SessionDeps, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
  if (request.merchantId && request.sessionKey) {
    await announceSessionsEnded(events, { merchantId: request.merchantId, sessionKey: request.sessionKey });
  }
  signOut(request, reply);
}

function signOut(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
  request.platformRole = null;
  request.viewAs = null;
  request.merchantId = null;
  request.personId = null;
  request.role = null;
  request.storeMoney = null;
  request.storeLocale = null;
  request.sessionKey = null;
}

export function requireMerchant(request: FastifyRequest): string {
  // Not "not signed in" (a 401 signs the dashboard out): the session could not be read (a 503).
  if (!request.merchantId && request.sessionUnread) throw request.sessionUnread;
  if (!request.merchantId) throw new AppError("UNAUTHORIZED", "Not authenticated");
  return request.merchantId;
}

/** The signed-in store's currency and locale (decision 0067): the money its requests are in. */
export function requireStoreMoney(request: FastifyRequest): TMoneyFormat {
  requireMerchant(request);
  if (!request.storeMoney) throw new AppError("UNAUTHORIZED", "Not authenticated");
  return request.storeMoney;
}

/** The signed-in person, their store and role there; a 401 (or the 503 above) otherwise. */
export function requireMember(request: FastifyRequest): {
  personId: string;
  merchantId: string;
  role: TRole;
} {
  const merchantId = requireMerchant(request);
  if (!request.personId || !request.role) throw new AppError("UNAUTHORIZED", "Not authenticated");
  return { personId: request.personId, merchantId, role: request.role };
}

const READS = new Set(["GET", "HEAD"]);

/** Whether the address is the operator console's page (`/admin`, with or without a query). */
export const isConsolePage = (url: string) => url.split("?")[0] === APP_ROUTES.admin;
// The writes an operator viewing a store may still make: the console's, and signing out.
const VIEW_AS_WRITES = /^\/api\/(admin\/|logout(\?|$))/;

/**
 * The session with everything a request needs of it, in one query: the person's role in the
 * session's store (a member removed from it has no membership left, so their session reads as
 * signed out at once, decision 0059), their platform role (issue 47), and the store's formats.
 */
function readSession(db: Db, id: string, now: Date) {
  return db
    .select({
      merchantId: sessions.merchantId,
      personId: sessions.personId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      viewAsUntil: sessions.viewAsUntil,
      viewAsReason: sessions.viewAsReason,
      role: memberships.role,
      platformRole: people.platformRole,
      currency: merchants.currency,
      locale: merchants.locale,
    })
    .from(sessions)
    .innerJoin(people, eq(people.id, sessions.personId))
    .leftJoin(
      memberships,
      and(eq(memberships.personId, sessions.personId), eq(memberships.merchantId, sessions.merchantId)),
    )
    .leftJoin(merchants, eq(merchants.id, sessions.merchantId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .limit(1);
}
type SessionRow = Awaited<ReturnType<typeof readSession>>[number];

/**
 * Puts the session's person on the request, or nothing when the session no longer stands: a member
 * of a store they still belong to; an operator viewing a store until the view runs out (then their
 * console session, housekeeping records the end); an operator in the console. A platform role
 * taken away ends the operator's sessions at once.
 */
function signIn(request: FastifyRequest, row: SessionRow, now: Date): boolean {
  const viewing = row.viewAsUntil !== null && row.viewAsUntil > now;
  if (row.viewAsUntil !== null || row.merchantId === null) {
    if (!row.platformRole) return false;
    request.personId = row.personId;
    request.platformRole = row.platformRole;
    if (!viewing || !row.merchantId || !row.currency || !row.locale) return true;
    request.viewAs = { until: row.viewAsUntil!, reason: row.viewAsReason ?? "" };
    // The owner's view: what the owner reads, the viewer reads (permit() refuses every write).
    request.role = "owner";
  } else {
    if (!row.role || !row.currency || !row.locale) return false;
    request.personId = row.personId;
    request.role = row.role;
  }
  request.merchantId = row.merchantId;
  request.storeMoney = storeMoneyFormat({ currency: row.currency, locale: row.locale });
  request.storeLocale = row.locale;
  return true;
}

export function registerSessions(app: FastifyInstance, db: Db) {
  app.decorateRequest("merchantId", null);
  app.decorateRequest("personId", null);
  app.decorateRequest("role", null);
  app.decorateRequest("sessionKey", null);
  app.decorateRequest("storeMoney", null);
  app.decorateRequest("storeLocale", null);
  app.decorateRequest("sessionUnread", null);
  app.decorateRequest("platformRole", null);
  app.decorateRequest("viewAs", null);

  app.addHook("onRequest", async (request, reply) => {
    // Only the API reads the session: static assets, uploads and page HTML skip the lookup, so a
    // signed-in merchant's page load costs one session query, not one per script and image.
    // The console's page too: it answers 404 to anyone without a platform role (issue 47).
    if (!request.url.startsWith("/api/") && !isConsolePage(request.url)) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const id = hashToken(token);
    const now = new Date();
    let row: SessionRow | undefined;
    try {
      [row] = await readSession(db, id, now);
    } catch (err) {
      // The database is away (decision 0047): a read goes on unsigned, so that a public answer kept
      // in memory is still served to a signed-in merchant, and a merchant's route answers with this
      // failure (requireMerchant). A write needs the database anyway: it fails here, with a 503.
      if (!isDatabaseUnreachable(err) || !READS.has(request.method)) throw err;
      request.sessionUnread = err;
      return;
    }
    if (!row || now.getTime() - row.lastSeenAt.getTime() > IDLE_MS) return;
    if (!signIn(request, row, now)) return;
    request.sessionKey = id;
    // Viewing a store as its merchant is read-only (issue 47 item 6): every write to it is refused,
    // whatever its route; the console's own routes and signing out stay open.
    if (request.viewAs && !READS.has(request.method) && !VIEW_AS_WRITES.test(request.url)) {
      throw new AppError("FORBIDDEN", ADMIN_MESSAGES.viewAsReadOnly);
    }
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
      // The idle window slides on the server, so it slides in the browser too: the cookie is sent
      // again with a fresh Max-Age (never past the session's absolute end), or an active merchant
      // would still be signed out 7 days after login.
      const lifetime = Math.min(IDLE_MS, row.expiresAt.getTime() - now.getTime());
      reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, lifetime));
    }
  });
}

/** Ends every session of the signed-in person, on every device ("sign out everywhere"). */
export async function endAllSessions(
  { db, events }: SessionDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  personId: string,
) {
  await db.delete(sessions).where(eq(sessions.personId, personId));
  await announceSessionsEnded(events, { personId });
  signOut(request, reply);
}

/**
 * Ends a member's sessions in one store, on every process, with their open streams (a role changed
 * or taken away, decision 0059). Their sessions in their other stores go on.
 */
export async function endMemberSessions(deps: SessionDeps, personId: string, merchantId: string) {
  await deps.db
    .delete(sessions)
    .where(and(eq(sessions.personId, personId), eq(sessions.merchantId, merchantId)));
  await announceSessionsEnded(deps.events, { personId, merchantId });
}

/** Whether the session is still live (an open stream asks now and then, in case a message was lost). */
export async function isSessionLive(db: Db, sessionKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionKey), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return Boolean(row);
}

/** Removes expired rows; called at start-up and then periodically. */
export async function purgeExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
