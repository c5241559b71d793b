import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { merchants } from "./merchants";
import { people } from "./people";

// The primary key is the SHA-256 of the cookie value, so a leaked table does not leak live sessions.
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    // The store the session works in: one of the person's (decision 0059), or, while an operator
    // views a store as its merchant (issue 47), that store until view_as_until. Null: an operator's
    // session in the console, which works in no store.
    merchantId: uuid("merchant_id").references(() => merchants.id, { onDelete: "cascade" }),
    // Who signed in (decision 0059).
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    // "View as a merchant" (issue 47): read-only, until this moment, for this reason.
    viewAsUntil: timestamp("view_as_until", { withTimezone: true }),
    viewAsReason: text("view_as_reason"),
  },
  (t) => [
    index("sessions_merchant_id_idx").on(t.merchantId),
    index("sessions_person_id_idx").on(t.personId),
    // Housekeeping ends the views that ran out, and records their end.
    index("sessions_view_as_until_idx").on(t.viewAsUntil).where(sql`${t.viewAsUntil} is not null`),
  ],
);
