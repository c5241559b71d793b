import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ROLES } from "#contracts/staff";
import { merchants } from "./merchants";
import { people } from "./people";

/** One person's role in one store: one row per person and store (decision 0059). */
export const memberships = pgTable(
  "memberships",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    role: text("role", { enum: ROLES }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex("memberships_merchant_person_idx").on(t.merchantId, t.personId),
    index("memberships_person_id_idx").on(t.personId),
    check("memberships_role_check", sql`${t.role} in ('owner', 'manager', 'orders', 'kitchen')`),
  ],
);
