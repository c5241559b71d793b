import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { rateLimitCounters } from "#server/db/schema/rate-limit-counters";
import { type CounterState, type CounterStore, NO_EVENTS } from "./counter-store";

const remainingMs = sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitCounters.resetsAt} - now())) * 1000))`;

/** Keys counted in one statement at most. */
const MAX_BATCH = 500;

interface PendingHit {
  key: string;
  windowMs: number;
  done: (state?: CounterState, error?: unknown) => void;
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

  async function countTogether(batch: PendingHit[]) {
    const byKey = new Map<string, PendingHit[]>();
    for (const hit of batch) byKey.set(hit.key, [...(byKey.get(hit.key) ?? []), hit]);
    // The keys travel as one JSON parameter: any number of them.
    const counts = JSON.stringify(
      [...byKey].map(([key, hits]) => ({ key, n: hits.length, window_ms: hits[0]!.windowMs })),
    );
    const rows = await countHits.execute({ counts });
    for (const row of rows) {
      const hits = byKey.get(row.key)!;
      for (const [i, hit] of hits.entries()) {
        hit.done(toState({ ...row, count: row.count - hits.length + 1 + i }));
      }
    }
  }

  let pending: PendingHit[] = [];
  let sending = false;
  async function sendPending() {
    sending = true;
    while (pending.length > 0) {
      const batch = pending.slice(0, MAX_BATCH);
      pending = pending.slice(batch.length);
      await countTogether(batch).catch((error) => {
        for (const hit of batch) hit.done(undefined, error);
      });
    }
    sending = false;
  }

  return {
    hit(key, windowMs) {
      return new Promise<CounterState>((resolve, reject) => {
        pending.push({
          key,
          windowMs,
          done: (state, error) => (state ? resolve(state) : reject(error)),
        });
        if (!sending) void sendPending();
      });
    },
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
    async purgeExpired() {
      await db.delete(rateLimitCounters).where(lte(rateLimitCounters.resetsAt, sql`now()`));
    },
  };
}
