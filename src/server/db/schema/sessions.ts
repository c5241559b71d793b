import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { merchants } from "./merchants";
import { people } from "./people";

// The primary key is the SHA-256 of the cookie value, so a leaked table does not leak live sessions.
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    // Who signed in (decision 0059); merchant_id is the store the session works in, one of theirs.
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_merchant_id_idx").on(t.merchantId), index("sessions_person_id_idx").on(t.personId)],
);
