import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { merchants } from "./merchants";
import { people } from "./people";

/**
 * What the platform's operators did (issue 47 item 7, decision 0070): approvals, rejections,
 * suspensions, reinstatements, "view as", password resets and mail retries, with who, when and
 * why. The actor's and the store's names are copied in, so the record outlives both; an action
 * taken at the command line has no person (actor_id null, actor_name "Command line").
 */
export const operatorActions = pgTable(
  "operator_actions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: uuid("actor_id").references(() => people.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    merchantId: uuid("merchant_id").references(() => merchants.id, { onDelete: "set null" }),
    storeName: text("store_name"),
    reason: text("reason"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index("operator_actions_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("operator_actions_merchant_id_idx").on(t.merchantId),
    index("operator_actions_actor_id_idx").on(t.actorId),
  ],
);
export type OperatorActionRow = typeof operatorActions.$inferSelect;
