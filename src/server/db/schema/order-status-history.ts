import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { merchants } from "./merchants";
import { orders } from "./orders";
import { people } from "./people";

export const STATUS_UPDATERS = ["system", "merchant", "customer"] as const;

export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    notes: text("notes"),
    updatedBy: text("updated_by", { enum: STATUS_UPDATERS }).notNull().default("system"),
    // The member who changed it (decision 0059), named as they were then: order details say who.
    changedById: uuid("changed_by_id").references(() => people.id, { onDelete: "set null" }),
    changedByName: text("changed_by_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index("order_status_history_order_id_idx").on(t.orderId),
    index("order_status_history_merchant_id_idx").on(t.merchantId),
    index("order_status_history_changed_by_id_idx").on(t.changedById),
  ],
);
export type OrderStatusHistoryRow = typeof orderStatusHistory.$inferSelect;
