import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { merchants } from "./merchants";
import { orders } from "./orders";

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index("order_status_history_order_id_idx").on(t.orderId),
    index("order_status_history_merchant_id_idx").on(t.merchantId),
  ],
);
export type OrderStatusHistoryRow = typeof orderStatusHistory.$inferSelect;
