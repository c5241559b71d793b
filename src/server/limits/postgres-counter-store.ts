import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { rateLimitCounters } from "#server/db/schema/rate-limit-counters";
import { type CounterState, type CounterStore, NO_EVENTS } from "./counter-store";

const remainingMs = sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitCounters.resetsAt} - now())) * 1000))`;

/**
 * Counters in the rate_limit_counters table, so N app processes share one budget instead of giving
 * an attacker N. One statement per hit: the upsert increments atomically, and the database's clock
 * decides when a window ends, so processes never disagree about it.
 */
export function createPostgresCounterStore(db: Db): CounterStore {
  const toState = (row: { count: number; resetInMs: number | string } | undefined): CounterState =>
    row ? { count: row.count, resetInMs: Number(row.resetInMs) } : NO_EVENTS;

  return {
    async hit(key, windowMs) {
      const windowEnds = sql`now() + ${windowMs} * interval '1 millisecond'`;
      const expired = sql`${rateLimitCounters.resetsAt} <= now()`;
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, count: 1, resetsAt: windowEnds })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
            resetsAt: sql`case when ${expired} then excluded.resets_at else ${rateLimitCounters.resetsAt} end`,
          },
        })
        .returning({ count: rateLimitCounters.count, resetInMs: remainingMs });
      return toState(row);
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
