import { and, eq, sql } from "drizzle-orm";
import { IDEMPOTENCY_MESSAGES } from "#contracts/idempotency";
import type { Db, Tx } from "#server/db/client";
import { idempotencyKeys } from "#server/db/schema/idempotency-keys";
import { AppError } from "#server/errors";
import type { IdempotentRequest } from "./idempotency-key";

/** How long a key answers for its first order; an older one is as good as never used. */
const KEPT_FOR = sql`interval '24 hours'`;
const expired = sql`${idempotencyKeys.createdAt} <= now() - ${KEPT_FOR}`;

/** What `work` did: its response, and what to do once it is committed (announce it). */
export interface Done<T> {
  response: T;
  afterCommit?: () => Promise<void>;
}

/**
 * Runs `work` once per key: with no key, as it is; with one, in a transaction that first claims
 * the key, and a request whose key already holds a response gets that response back instead.
 *
 * The claim is the key's row, inserted first in the transaction that places the order, and
 * filled with the response in that transaction. So:
 * - a duplicate sent while the first is being placed waits on the uncommitted row (in any
 *   process: the wait is PostgreSQL's, and PGlite runs one transaction at a time), then reads the
 *   committed response;
 * - a refused or failed attempt (out of stock, a 5xx) rolls back with its key row, so it uses
 *   nothing up: a duplicate waiting on it then claims the key and tries on its own, and a later
 *   retry may still succeed. Only a placed order is remembered.
 * The claim is the transaction's first statement, so a waiting duplicate holds no other lock.
 *
 * A response is kept as its JSON text (a JSON string in the jsonb column): jsonb would reorder an
 * object's keys, and the replay is meant to be the first answer byte for byte.
 */
export async function oncePerKey<T>(
  db: Db,
  request: IdempotentRequest | null,
  work: (runner: Db | Tx) => Promise<Done<T>>,
): Promise<{ response: T; replayed: boolean }> {
  if (!request) {
    const done = await work(db);
    await done.afterCommit?.();
    return { response: done.response, replayed: false };
  }
  const outcome = await db.transaction(async (tx): Promise<Done<T> & { replayed: boolean }> => {
    if (!(await claim(tx, request)))
      return { response: await storedResponse<T>(tx, request), replayed: true };
    const done = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: 201, response: sql`to_jsonb(${JSON.stringify(done.response)}::text)` })
      .where(keyOf(request));
    return { ...done, replayed: false };
  });
  if (!outcome.replayed) await outcome.afterCommit?.();
  return { response: outcome.response, replayed: outcome.replayed };
}

const keyOf = ({ scope, key }: IdempotentRequest) =>
  and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

/**
 * Inserts the key's row, true when this request now owns it. A row older than 24 hours is taken
 * over as if new. A live row (or one being inserted by a transaction still running, which this
 * waits for) is left alone: false.
 */
async function claim(tx: Tx, { scope, key, requestHash }: IdempotentRequest): Promise<boolean> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: { requestHash, statusCode: null, response: null, createdAt: sql`now()` },
      setWhere: expired,
    })
    .returning({ scope: idempotencyKeys.scope });
  return claimed.length === 1;
}

/** The first order's response under this key, or a 422 when the key came with a different order. */
async function storedResponse<T>(tx: Tx, request: IdempotentRequest): Promise<T> {
  const [row] = await tx
    .select({
      requestHash: idempotencyKeys.requestHash,
      // The JSON string's text, read as text: no driver or mapper parses it on the way.
      response: sql<string | null>`${idempotencyKeys.response} #>> '{}'`,
    })
    .from(idempotencyKeys)
    .where(keyOf(request));
  if (row && row.requestHash !== request.requestHash) {
    throw new AppError("UNPROCESSABLE", IDEMPOTENCY_MESSAGES.reused);
  }
  // Rows are only committed with their response; this is a backstop, never an order placed twice.
  if (typeof row?.response !== "string") throw new AppError("CONFLICT", IDEMPOTENCY_MESSAGES.inProgress);
  return JSON.parse(row.response) as T;
}

/** Deletes the keys older than 24 hours (they answer for nothing any more). */
export async function purgeExpiredIdempotencyKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(expired);
}
