import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per `Idempotency-Key` a checkout sent (scoped by route), kept 24 hours: a resent order
 * answers with the first order's response instead of placing another, in every app process.
 * The row is inserted and filled in the order's own transaction (idempotency/once-per-key.ts), so a
 * committed row always holds a placed order's 201: `response` is its body's JSON text, kept as a JSON
 * string so that a replay is the same bytes (jsonb would reorder an object's keys).
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
