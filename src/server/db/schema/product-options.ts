import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { TOptionSelection } from "#contracts/product-options";
import { merchants } from "./merchants";
import { products } from "./products";

/**
 * A product's option groups (issue 28, decision 0029): "Size", "Extra toppings". The rule is stored
 * normalised (contracts/product-options-request.ts): a single choice has max_select 1, a required
 * group min_select >= 1. A product has at most one group whose options are variants with stock.
 */
export const productOptionGroups = pgTable(
  "product_option_groups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    selection: text("selection").$type<TOptionSelection>().notNull().default("single"),
    minSelect: integer("min_select").notNull().default(0),
    maxSelect: integer("max_select").notNull().default(1),
    tracksStock: boolean("tracks_stock").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index("product_option_groups_product_id_idx").on(t.productId, t.sortOrder),
    index("product_option_groups_merchant_id_idx").on(t.merchantId),
    uniqueIndex("product_option_groups_one_stock_group").on(t.productId).where(sql`${t.tracksStock}`),
    check(
      "product_option_groups_picks",
      sql`${t.minSelect} >= 0 and ${t.maxSelect} >= 1 and ${t.minSelect} <= ${t.maxSelect}`,
    ),
  ],
);

/**
 * An option of a group: "Large" (+3.00). In the group that tracks stock its quantity is the
 * variant's stock, taken by orders under the same rule as a product's (never below zero); in any
 * other group it is null.
 */
export const productOptions = pgTable(
  "product_options",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    groupId: uuid("group_id")
      .notNull()
      .references(() => productOptionGroups.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    priceDelta: numeric("price_delta", { precision: 11, scale: 3 }).notNull().default("0"),
    quantity: integer("quantity"),
    isAvailable: boolean("is_available").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    index("product_options_group_id_idx").on(t.groupId, t.sortOrder),
    index("product_options_product_id_idx").on(t.productId),
    index("product_options_merchant_id_idx").on(t.merchantId),
    check("product_options_quantity_non_negative", sql`${t.quantity} >= 0`),
    check("product_options_price_delta_non_negative", sql`${t.priceDelta} >= 0`),
  ],
);
