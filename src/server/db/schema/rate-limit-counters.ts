import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Rate-limit and login-failure counters on PostgreSQL, so that every app process counts together
// (docs/decisions/0007). One row per key; the window restarts with the first hit after it ends.
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetsAt: timestamp("resets_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_counters_resets_at_idx").on(t.resetsAt)],
);
