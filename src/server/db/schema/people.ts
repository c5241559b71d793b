import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { PLATFORM_ROLES } from "#contracts/staff";

/**
 * A person who signs in (issue 43, decision 0059): the email and password are theirs, not a
 * store's, and one person may belong to several stores (memberships). Every account that existed
 * before became a person with its store's id and the owner's membership.
 */
export const people = pgTable(
  "people",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Stored as sign-up normalises it (trimmed, lower case).
    email: text("email").notNull().unique(),
    password: text("password").notNull(),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    // Someone who runs the platform (issue 47, decision 0070): operator or support; null for everyone else.
    platformRole: text("platform_role", { enum: PLATFORM_ROLES }),
  },
  (t) => [check("people_platform_role_check", sql`${t.platformRole} in ('operator', 'support')`)],
);
export type PersonRow = typeof people.$inferSelect;
