import { randomBytes } from "node:crypto";
import type { TStoreStatus } from "#contracts/store-status";
import { hashPassword } from "#server/auth/password";
import type { Db } from "#server/db/client";
import { AppError } from "#server/errors";
import type { EventBus } from "#server/events/event-bus";
import { announceSessionsEnded } from "#server/events/session-ends";
import type { CounterStore } from "#server/limits/counter-store";
import { changeStatus, recordOperatorAction } from "#server/modules/admin/service";
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
  /** The origin mails link to (PUBLIC_URL) when the servers send mail; null otherwise. */
  mailBaseUrl: string | null;
  /** PUBLIC_URL: where links the command prints point. */
  publicUrl: string | null;
  /** SESSION_SECRET, else the one the database or DATA_DIR keeps: what a password link is signed with. */
  sessionSecret: string | null;
}

export interface MerchantListing {
  email: string;
  businessName: string;
  businessSlug: string;
  status: TStoreStatus;
  createdAt: Date;
}

// Emails are stored as sign-up normalises them (trimmed, lower case).
export const normalise = (email: string) => email.trim().toLowerCase();

async function requireMerchant(db: Db, email: string): Promise<q.MerchantSummary> {
  const row = await q.findMerchantByEmail(db, normalise(email));
  if (!row) throw new AdminError(`No merchant has the email "${email}".`);
  return row;
}

export async function listMerchants({ db }: AdminContext): Promise<MerchantListing[]> {
  return (await q.listMerchants(db)).map(toListing);
}

/**
 * The console's changes of standing (issue 47), at the command line: the same rules, the same
 * record (by "Command line") and the same mail to the merchant. `approve` puts a store live: a
 * pending or rejected one for the first time, a suspended one again (reinstating it).
 */
export async function changeMerchantStatus(
  context: Pick<AdminContext, "db" | "events" | "mailBaseUrl">,
  email: string,
  change: "approve" | "reject" | "suspend",
  reason: string | null,
): Promise<MerchantListing> {
  const { db, events, mailBaseUrl } = context;
  const row = await requireMerchant(db, email);
  const actual = change === "approve" && row.status === "suspended" ? "reinstate" : change;
  try {
    await changeStatus({ db, events, mailBaseUrl, now: Date.now }, "command line", row.id, actual, reason);
  } catch (err) {
    // The console's refusal ("Only a live store can be suspended."), as the operator's one line.
    if (err instanceof AppError) throw new AdminError(`${row.email}: ${err.message}`);
    throw err;
  }
  return toListing(await requireMerchant(db, row.email));
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
  await recordOperatorAction(db, "command line", {
    action: "password-reset",
    details: { email: person.email },
  });
  await announceSessionsEnded(events, { personId: person.id });
  await new LoginThrottle(counters).liftLocks(person.email);
  return password;
}

function toListing(row: q.MerchantSummary): MerchantListing {
  return {
    email: row.email,
    businessName: row.businessName,
    businessSlug: row.businessSlug,
    status: row.status,
    createdAt: row.createdAt,
  };
}
