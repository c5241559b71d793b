import { asc, sql } from "drizzle-orm";
import { check, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ResolvedOption } from "#contracts/product-options";
import { merchants } from "./merchants";
import { orders } from "./orders";
import { products } from "./products";

export const orderItems = pgTable(
  "order_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    // restrict: a product that appears in an order cannot be deleted (the order keeps its history).
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    price: numeric("price", { precision: 11, scale: 3 }).notNull(),
    productName: text("product_name").notNull(),
    // A copy of the options picked, with their names and price changes at the time (issue 28): a
    // later edit of the product never changes an old order. The ids are kept for the stock.
    options: jsonb("options").$type<ResolvedOption[]>().notNull().default([]),
    // The variant whose stock the line took, given back when the order is cancelled. No foreign key:
    // the order outlives a variant the merchant deletes.
    variantOptionId: uuid("variant_option_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index("order_items_order_id_idx").on(t.orderId),
    index("order_items_product_id_idx").on(t.productId),
    index("order_items_merchant_id_idx").on(t.merchantId),
    check("order_items_quantity_positive", sql`${t.quantity} >= 1`),
  ],
);
export type OrderItemRow = typeof orderItems.$inferSelect;

/**
 * The one order an order's lines are listed in, by every view (success page, tracking, the
 * merchant's details, ticket and CSV, mails): as written, which is the cart's order (each line is
 * written a microsecond after the one before, new-order-rows.ts), then by id for older orders.
 */
export const ORDER_LINE_ORDER = [asc(orderItems.createdAt), asc(orderItems.id)] as const;
