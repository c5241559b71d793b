import { sql } from "drizzle-orm";
import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * A person who signs in (issue 43, decision 0059): the email and password are theirs, not a
 * store's, and one person may belong to several stores (memberships). Every account that existed
 * before became a person with its store's id and the owner's membership.
 */
export const people = pgTable("people", {
  id: uuid("id").primaryKey().defaultRandom(),
  // Stored as sign-up normalises it (trimmed, lower case).
  email: text("email").notNull().unique(),
  password: text("password").notNull(),
  name: text("name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
});
export type PersonRow = typeof people.$inferSelect;
