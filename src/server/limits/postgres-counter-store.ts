import { and, eq, gt, lte, sql } from "drizzle-orm";
import { batchWhileBusy } from "#server/db/batch-while-busy";
import type { Db } from "#server/db/client";
import { rateLimitCounters } from "#server/db/schema/rate-limit-counters";
import { type CounterState, type CounterStore, NO_EVENTS } from "./counter-store";

const remainingMs = sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitCounters.resetsAt} - now())) * 1000))`;

/** Keys counted in one statement at most. */
const MAX_BATCH = 500;

interface Hit {
  key: string;
  windowMs: number;
}

/**
 * Counters in the rate_limit_counters table, so N app processes share one budget instead of giving
 * an attacker N. The database's clock decides when a window ends, so processes never disagree.
 *
 * Hits that arrive while a statement is on its way are counted together in the next one: one upsert
 * per key adds all of that key's hits at once, and each hit gets its own count back (the n hits of a
 * key that reached `total` counted total-n+1 … total), exactly as if they had gone one by one. Every
 * request of a rate-limited route hits a counter, so without this each order cost one more round
 * trip, and a burst from one address queued on that key's row.
 */
export function createPostgresCounterStore(db: Db): CounterStore {
  const toState = (row: { count: number; resetInMs: number | string } | undefined): CounterState =>
    row ? { count: row.count, resetInMs: Number(row.resetInMs) } : NO_EVENTS;

  // Built once and named: PostgreSQL parses and plans it once per connection.
  const expired = sql`${rateLimitCounters.resetsAt} <= now()`;
  const countHits = db
    .insert(rateLimitCounters)
    .select(
      db
        .select({
          key: sql<string>`t.key`.as("key"),
          count: sql<number>`t.n`.as("count"),
          resetsAt: sql<Date>`now() + t.window_ms * interval '1 millisecond'`.as("resets_at"),
        })
        .from(
          sql`jsonb_to_recordset(${sql.placeholder("counts")}::jsonb) as t(key text, n integer, window_ms integer)`,
        ),
    )
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${expired} then excluded.count else ${rateLimitCounters.count} + excluded.count end`,
        resetsAt: sql`case when ${expired} then excluded.resets_at else ${rateLimitCounters.resetsAt} end`,
      },
    })
    .returning({ key: rateLimitCounters.key, count: rateLimitCounters.count, resetInMs: remainingMs })
    .prepare("count_hits");

  /** Each hit's state, in the order of the batch. */
  async function countTogether(batch: Hit[]): Promise<CounterState[]> {
    const byKey = new Map<string, number[]>();
    for (const [i, hit] of batch.entries()) {
      const hits = byKey.get(hit.key);
      if (hits) hits.push(i);
      else byKey.set(hit.key, [i]);
    }
    // The keys travel as one JSON parameter: any number of them.
    const counts = JSON.stringify(
      [...byKey].map(([key, hits]) => ({ key, n: hits.length, window_ms: batch[hits[0]!]!.windowMs })),
    );
    const states: CounterState[] = [];
    for (const row of await countHits.execute({ counts })) {
      const hits = byKey.get(row.key)!;
      for (const [n, i] of hits.entries())
        states[i] = toState({ ...row, count: row.count - hits.length + 1 + n });
    }
    return states;
  }
  const countHit = batchWhileBusy(countTogether, MAX_BATCH);

  return {
    hit: (key, windowMs) => countHit({ key, windowMs }),
    async peek(key) {
      const [row] = await db
        .select({ count: rateLimitCounters.count, resetInMs: remainingMs })
        .from(rateLimitCounters)
        .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.resetsAt, sql`now()`)));
      return toState(row);
    },
    async clear(key) {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    },
    async clearMatching(prefix, suffix) {
      // Compared as text, not with LIKE: an email may hold "%" or "_".
      const { key } = rateLimitCounters;
      await db
        .delete(rateLimitCounters)
        .where(
          sql`length(${key}) >= ${prefix.length + suffix.length} and left(${key}, ${prefix.length}) = ${prefix} and right(${key}, ${suffix.length}) = ${suffix}`,
        );
    },
    async purgeExpired() {
      await db.delete(rateLimitCounters).where(lte(rateLimitCounters.resetsAt, sql`now()`));
    },
  };
}
