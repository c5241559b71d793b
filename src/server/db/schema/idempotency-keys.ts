import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per `Idempotency-Key` a checkout sent (scoped by route), kept 24 hours: a resent order
 * answers with the first order's response instead of placing another, in every app process.
 * `response` is null while the first request is still being placed.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    statusCode: integer("status_code"),
    response: jsonb("response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index("idempotency_keys_created_at_idx").on(t.createdAt),
    primaryKey({ columns: [t.scope, t.key] }),
  ],
);
