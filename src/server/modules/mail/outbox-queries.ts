import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { TMailKind } from "#contracts/mail";
import type { Db, Tx } from "#server/db/client";
import { mailOutbox } from "#server/db/schema/mail-outbox";

/** A row the worker claimed: it alone sends it while its lease lasts. */
export interface ClaimedMail {
  id: string;
  merchantId: string;
  orderId: string | null;
  kind: TMailKind;
  recipient: string;
  payload: Record<string, string | null>;
  baseUrl: string;
  attempts: number;
}

/**
 * Claims the next due mail for this process, or null when none is due. The inner select skips a row
 * another process has locked at this moment, and the update moves the claimed row's next attempt
 * past the lease, so no other process selects it again while it is being sent (the sender renews
 * the lease while it works: renewLease). A process that dies mid-send leaves it to be claimed again
 * once the lease is over. One mail at a time: a process that stops or dies holds no other mail
 * back, and at most the one in flight can reach the server twice. Each claim counts as an attempt.
 */
export async function claimNextMail(db: Db, at: Date, leaseMs: number): Promise<ClaimedMail | null> {
  const result = await db.execute<{
    id: string;
    merchant_id: string;
    order_id: string | null;
    kind: TMailKind;
    recipient: string;
    payload: Record<string, string | null> | string;
    base_url: string;
    attempts: number;
  }>(sql`
    update ${mailOutbox} set
      next_attempt_at = ${new Date(at.getTime() + leaseMs).toISOString()}::timestamptz,
      attempts = attempts + 1
    where id = (
      select id from ${mailOutbox}
      where status = 'pending' and next_attempt_at <= ${at.toISOString()}::timestamptz
      order by next_attempt_at
      limit 1
      for update skip locked
    )
    returning id, merchant_id, order_id, kind, recipient, payload, base_url, attempts`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: row.id,
    merchantId: row.merchant_id,
    orderId: row.order_id,
    kind: row.kind,
    recipient: row.recipient,
    payload: typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload,
    baseUrl: row.base_url,
    attempts: row.attempts,
  };
}

/** A mail still being sent stays this process's: its lease now ends at `until`. */
export async function renewLease(db: Db, id: string, until: Date) {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: until })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "pending")));
}

export async function markSent(db: Db, id: string, at: Date) {
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: at, lastError: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "pending")));
}

/** A failed try: tried again at `retryAt`, or given up (null) and kept as failed for the operator. */
export async function markAttemptFailed(db: Db, id: string, reason: string, retryAt: Date | null) {
  await db
    .update(mailOutbox)
    .set(
      retryAt
        ? { lastError: reason, nextAttemptAt: retryAt }
        : { lastError: reason, status: "failed", nextAttemptAt: sql`now()` },
    )
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "pending")));
}

/**
 * The SMTP server answered again: mails waiting out a backoff because it could not be reached go
 * now, instead of minutes after it is back. (Mails a server refused keep their own backoff.)
 */
export async function bringForwardUnreachable(db: Db, at: Date) {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: at })
    .where(
      and(
        eq(mailOutbox.status, "pending"),
        sql`${mailOutbox.nextAttemptAt} > ${at.toISOString()}::timestamptz`,
        sql`${mailOutbox.lastError} like 'unreachable:%'`,
      ),
    );
}

/** A mail to write in the caller's transaction (the status change's, the quote's). */
export interface NewMail {
  merchantId: string;
  /** None for a mail about no order (a staff invite). */
  orderId: string | null;
  kind: TMailKind;
  recipient: string;
  payload: Record<string, string | null>;
  baseUrl: string;
}

export async function insertMails(tx: Tx | Db, mails: NewMail[]) {
  if (mails.length > 0) await tx.insert(mailOutbox).values(mails);
}

export function listFailedMails(db: Db, limit: number) {
  return db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      recipient: mailOutbox.recipient,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      orderId: mailOutbox.orderId,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, "failed"))
    .orderBy(asc(mailOutbox.createdAt))
    .limit(limit);
}

/** Failed mails (all, or the ones named) are queued again with a fresh set of attempts. */
export async function requeueFailedMails(db: Db | Tx, ids: string[] | null): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.status, "failed"), ids ? inArray(mailOutbox.id, ids) : undefined))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** Sent mails are kept a while (to answer "did it go?"), then deleted. */
export async function purgeSentMails(db: Db, before: Date) {
  await db
    .delete(mailOutbox)
    .where(
      and(eq(mailOutbox.status, "sent"), sql`${mailOutbox.sentAt} < ${before.toISOString()}::timestamptz`),
    );
}
