import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { merchants } from "./merchants";
import { people } from "./people";

/**
 * Who did what in a store (issue 43 item 6, decision 0059). The actor's name and email are copied
 * in, so the record still names a member who has since left.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => people.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    actorEmail: text("actor_email"),
    kind: text("kind").notNull(),
    summary: text("summary").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index("audit_log_merchant_created_idx").on(t.merchantId, t.createdAt.desc(), t.id.desc()),
    index("audit_log_actor_id_idx").on(t.actorId),
  ],
);
export type AuditLogRow = typeof auditLog.$inferSelect;
