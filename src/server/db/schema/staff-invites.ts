import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ROLES } from "#contracts/staff";
import { merchants } from "./merchants";
import { people } from "./people";

/**
 * An invite to join a store with a role (decision 0059). The link's token is kept only as its
 * SHA-256, like a session's; it works once (accepted_at) and until expires_at.
 */
export const staffInvites = pgTable(
  "staff_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: ROLES }).notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: uuid("invited_by").references(() => people.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex("staff_invites_token_hash_idx").on(t.tokenHash),
    index("staff_invites_merchant_id_idx").on(t.merchantId),
    index("staff_invites_invited_by_idx").on(t.invitedBy),
  ],
);
export type StaffInviteRow = typeof staffInvites.$inferSelect;
