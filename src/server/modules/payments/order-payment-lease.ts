import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, sql } from "drizzle-orm";
import { PAYMENT_MESSAGES } from "#contracts/payments";
import type { Db } from "#server/db/client";
import { idempotencyKeys } from "#server/db/schema/idempotency-keys";
import { AppError } from "#server/errors";

const SCOPE = "lease: order payment";
/** A lease whose holder never let go (its process died) is taken over after this long. */
const STALE = sql`interval '2 minutes'`;
const WAIT_MS = 30_000;
const POLL_MS = 20;

/**
 * Runs `fn` as the only change of this order's card money in any process: a capture, a release or
 * a refund, from its check through the provider's call to its record (issue 41, decision 0050). The
 * lease is a row claimed on its own, not a lock held by an open transaction: the provider is called
 * with no transaction open (see idempotency/once-per-key-around-calls.ts for why). Others wait their
 * turn, so twenty refunds at once under different keys are checked one after the other against what
 * is left, and never refund more than was paid. Kept in the Idempotency-Key table, whose rows are
 * already claimed this way and purged after a day.
 */
export async function withOrderPaymentLease<T>(db: Db, orderId: string, fn: () => Promise<T>): Promise<T> {
  const token = randomUUID();
  const until = Date.now() + WAIT_MS;
  while (!(await take(db, orderId, token))) {
    if (Date.now() > until) throw new AppError("CONFLICT", PAYMENT_MESSAGES.paymentBusy);
    await sleep(POLL_MS);
  }
  try {
    return await fn();
  } finally {
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.scope, SCOPE),
          eq(idempotencyKeys.key, orderId),
          eq(idempotencyKeys.requestHash, token),
        ),
      );
  }
}

async function take(db: Db, orderId: string, token: string): Promise<boolean> {
  const taken = await db
    .insert(idempotencyKeys)
    .values({ scope: SCOPE, key: orderId, requestHash: token })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: { requestHash: token, createdAt: sql`now()` },
      setWhere: sql`${idempotencyKeys.createdAt} <= now() - ${STALE}`,
    })
    .returning({ key: idempotencyKeys.key });
  return taken.length === 1;
}
