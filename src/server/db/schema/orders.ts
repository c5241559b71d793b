import { sql } from "drizzle-orm";
import { index, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { customers } from "./customers";
import { merchants } from "./merchants";

export const ORDER_STATUSES = ["pending", "confirmed", "processing", "completed", "cancelled"] as const;
export const ORDER_TYPES = ["regular", "prescription"] as const;

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    // 8 uppercase hex characters from a random uuid; the unique index makes a (rare) clash fail loudly.
    trackingCode: text("tracking_code")
      .notNull()
      .unique()
      .default(sql`upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 8))`),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    totalAmount: numeric("total_amount", { precision: 10, scale: 2 }).notNull(),
    notes: text("notes"),
    orderType: text("order_type", { enum: ORDER_TYPES }).notNull().default("regular"),
    prescriptionFileUrl: text("prescription_file_url"),
    prescriptionNotes: text("prescription_notes"),
    estimatedDelivery: timestamp("estimated_delivery", { withTimezone: true }),
    actualDelivery: timestamp("actual_delivery", { withTimezone: true }),
    trackingInfo: text("tracking_info"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index("orders_merchant_id_created_idx").on(t.merchantId, t.createdAt),
    index("orders_customer_id_idx").on(t.customerId),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
