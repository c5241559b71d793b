import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, sql } from "drizzle-orm";
import { IDEMPOTENCY_MESSAGES } from "#contracts/idempotency";
import type { Db } from "#server/db/client";
import { idempotencyKeys } from "#server/db/schema/idempotency-keys";
import { AppError } from "#server/errors";
import type { IdempotentRequest } from "./idempotency-key";

/** How long a duplicate waits for the first request's answer before it is told to try again. */
const WAIT_MS = 30_000;
const POLL_MS = 25;
/** A claim older than this whose request never answered (its process died) is taken over. */
const ABANDONED = sql`interval '5 minutes'`;
const KEPT_FOR = sql`interval '24 hours'`;

/**
 * Runs `work` once per key, like once-per-key.ts, for work that calls an outside service (a payment
 * provider's refund) and so must hold no database transaction while it waits: PGlite runs one
 * transaction at a time, so a provider that writes its own rows (the test gateway) would wait on
 * ours forever, and on PostgreSQL a lock held across a network call is a lock held for its timeout.
 *
 * The key's row is claimed on its own (autocommitted) before the work, and filled with the answer
 * after it. A duplicate sent meanwhile waits for that answer and gets it back (`replayed`); one whose
 * first attempt failed finds the claim gone and tries on its own, as with order placement. Without a
 * key, `work` simply runs. The outside call must itself be keyed from the same request (the provider's
 * idempotency key), so a process that dies between the call and the answer does it once on retry.
 */
export async function oncePerKeyAroundCalls<T>(
  db: Db,
  request: IdempotentRequest | null,
  work: () => Promise<T>,
): Promise<{ response: T; replayed: boolean }> {
  if (!request) return { response: await work(), replayed: false };
  const until = Date.now() + WAIT_MS;
  for (;;) {
    if (await claim(db, request)) break;
    const stored = await storedAnswer<T>(db, request);
    if (stored.done) return { response: stored.response, replayed: true };
    if (Date.now() > until) throw new AppError("CONFLICT", IDEMPOTENCY_MESSAGES.inProgress);
    await sleep(POLL_MS);
  }
  let response: T;
  try {
    response = await work();
  } catch (err) {
    // Refused or failed: the key answers for nothing, so a retry (or a waiting duplicate) tries again.
    await db.delete(idempotencyKeys).where(keyOf(request));
    throw err;
  }
  await db
    .update(idempotencyKeys)
    .set({ statusCode: 200, response: sql`to_jsonb(${JSON.stringify(response)}::text)` })
    .where(keyOf(request));
  return { response, replayed: false };
}

const keyOf = ({ scope, key }: IdempotentRequest) =>
  and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

/** Inserts the key's row: true when this request now owns it (a stale or abandoned claim is taken over). */
async function claim(db: Db, { scope, key, requestHash }: IdempotentRequest): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: { requestHash, statusCode: null, response: null, createdAt: sql`now()` },
      setWhere: sql`${idempotencyKeys.createdAt} <= now() - ${KEPT_FOR}
        or (${idempotencyKeys.response} is null and ${idempotencyKeys.createdAt} <= now() - ${ABANDONED})`,
    })
    .returning({ scope: idempotencyKeys.scope });
  return claimed.length === 1;
}

/** The first request's answer under the key, once it has one; a 422 for the key sent with another body. */
async function storedAnswer<T>(
  db: Db,
  request: IdempotentRequest,
): Promise<{ done: true; response: T } | { done: false }> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      response: sql<string | null>`${idempotencyKeys.response} #>> '{}'`,
    })
    .from(idempotencyKeys)
    .where(keyOf(request));
  if (row && row.requestHash !== request.requestHash)
    throw new AppError("UNPROCESSABLE", IDEMPOTENCY_MESSAGES.reused);
  if (typeof row?.response !== "string") return { done: false };
  return { done: true, response: JSON.parse(row.response) as T };
}
