import { randomBytes } from "node:crypto";
import { hashPassword } from "#server/auth/password";
import type { Db } from "#server/db/client";
import type { EventBus } from "#server/events/event-bus";
import { announceSessionsEnded } from "#server/events/session-ends";
import { announceStoreChange } from "#server/events/store-changes";
import type { CounterStore } from "#server/limits/counter-store";
import { LoginThrottle } from "#server/modules/auth/service";
import type { FileStorage } from "#server/storage/file-storage";
import * as q from "./queries";

/** What an operator is told when a command cannot do what was asked: no stack trace, exit code 1. */
export class AdminError extends Error {}

export interface AdminContext {
  db: Db;
  /** On PostgreSQL, the bus every running server listens to: they drop the store's cached pages. */
  events: EventBus;
  /** The counters the servers share on PostgreSQL (login locks among them). */
  counters: CounterStore;
  /** The storage the servers keep uploaded files in (FILE_STORAGE). */
  storage: FileStorage;
  /** DATA_DIR: where files were kept on disk before (`files migrate`). */
  dataDir: string;
}

export type MerchantStatus = "approved" | "pending" | "suspended";

export interface MerchantListing {
  email: string;
  businessName: string;
  businessSlug: string;
  status: MerchantStatus;
  createdAt: Date;
}

const statusOf = (row: q.MerchantSummary): MerchantStatus =>
  row.suspendedAt ? "suspended" : row.isApproved ? "approved" : "pending";

// Emails are stored as sign-up normalises them (trimmed, lower case).
const normalise = (email: string) => email.trim().toLowerCase();

async function requireMerchant(db: Db, email: string): Promise<q.MerchantSummary> {
  const row = await q.findMerchantByEmail(db, normalise(email));
  if (!row) throw new AdminError(`No merchant has the email "${email}".`);
  return row;
}

export async function listMerchants({ db }: AdminContext): Promise<MerchantListing[]> {
  return (await q.listMerchants(db)).map(toListing);
}

/** Puts the store live: a pending store for the first time, or a suspended one again. */
export async function approveMerchant({ db, events }: AdminContext, email: string): Promise<MerchantListing> {
  const row = await requireMerchant(db, email);
  await q.setMerchantState(db, row.id, { isApproved: true, suspendedAt: null });
  await announceStoreChange(events, row.id);
  return { ...toListing(row), status: "approved" };
}

/**
 * Takes the store off the marketplace and its microsite, refuses its merchant's sign-in and ends
 * the sessions already open, so a dashboard left open stops working too.
 */
export async function suspendMerchant(
  { db, events }: Pick<AdminContext, "db" | "events">,
  email: string,
): Promise<MerchantListing> {
  const row = await requireMerchant(db, email);
  await q.setMerchantState(db, row.id, { isApproved: false, suspendedAt: row.suspendedAt ?? new Date() });
  await q.endSessions(db, row.id);
  await announceSessionsEnded(events, { merchantId: row.id });
  await announceStoreChange(events, row.id);
  return { ...toListing(row), status: "suspended" };
}

/**
 * A random password for a merchant or member who lost theirs, returned once to be handed over; the merchant's
 * sessions end with the old password, and any login lock their failed tries set is lifted (on
 * PGlite the locks live in the server's memory, and the server is stopped while a command runs).
 * 18 random bytes: 24 characters, far above any guessing.
 */
export async function resetPassword(
  { db, counters, events }: Pick<AdminContext, "db" | "counters" | "events">,
  email: string,
): Promise<string> {
  // Anyone who signs in: a store's owner or a member of its staff (decision 0059).
  const person = await q.findPersonByEmail(db, normalise(email));
  if (!person) throw new AdminError(`No merchant has the email "${email}".`);
  const password = randomBytes(18).toString("base64url");
  await q.replacePassword(db, person.id, await hashPassword(password));
  await announceSessionsEnded(events, { personId: person.id });
  await new LoginThrottle(counters).liftLocks(person.email);
  return password;
}

function toListing(row: q.MerchantSummary): MerchantListing {
  return {
    email: row.email,
    businessName: row.businessName,
    businessSlug: row.businessSlug,
    status: statusOf(row),
    createdAt: row.createdAt,
  };
}
