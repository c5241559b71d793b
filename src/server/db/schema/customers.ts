import { sql } from "drizzle-orm";
import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { merchants } from "./merchants";

/**
 * The most `total_spent` holds, numeric(15,2)'s maximum: 100,000 orders at the largest order total,
 * and still exact in a JavaScript number of cents. Sums stop here instead of failing the order.
 */
export const MAX_TOTAL_SPENT = "9999999999999.99";

// One customer per phone number within a merchant: orders upsert on (merchant_id, phone_key), the
// number's E.164 form in the store's country (decision 0049), so "(212) 555-7777" and
// "+1 212 555 7777" are one customer. The order figures are counted by that upsert and moved by the
// `orders_customer_totals` trigger when an order's status or total changes (decision 0034), so the
// Customers screen sorts and pages by index.
export const customers = pgTable(
  "customers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    // The phone as the customer last typed it (shown); `phoneKey` is what they are one customer by
    // (src/server/phones/phone-key.ts). Null only for a row written before it existed, or by hand,
    // until the keying step of the migrations keys it (db/key-customer-phones.ts).
    phone: text("phone").notNull(),
    phoneKey: text("phone_key"),
    // The latest address given (a pickup order, which has none, keeps the one before).
    address: text("address"),
    ordersCount: integer("orders_count").notNull().default(0),
    // Cancelled orders left out. Held at MAX_TOTAL_SPENT by the upsert and the trigger (decision 0044).
    totalSpent: numeric("total_spent", { precision: 16, scale: 3 }).notNull().default("0"),
    firstOrderAt: timestamp("first_order_at", { withTimezone: true }),
    lastOrderAt: timestamp("last_order_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex("customers_merchant_id_phone_key_idx").on(t.merchantId, t.phoneKey),
    // Sorting by the phone as shown (several ways of writing a number may now share one row).
    index("customers_merchant_id_phone_idx").on(t.merchantId, t.phone, t.id),
    // The rows the keying step has left to key: none once it has run, so finding that is free.
    index("customers_unkeyed_idx").on(t.merchantId).where(sql`${t.phoneKey} is null`),
    index("customers_merchant_id_name_idx").on(t.merchantId, sql`lower(${t.name})`, t.id),
    index("customers_merchant_id_last_order_idx").on(t.merchantId, t.lastOrderAt, t.id),
    index("customers_merchant_id_first_order_idx").on(t.merchantId, t.firstOrderAt, t.id),
    index("customers_merchant_id_orders_count_idx").on(t.merchantId, t.ordersCount, t.id),
    index("customers_merchant_id_total_spent_idx").on(t.merchantId, t.totalSpent, t.id),
    // The Customers search (migration 0018): a name, or the phone's digits, containing the text.
    index("customers_search_idx").using(
      "gin",
      t.merchantId,
      t.name.op("gin_trgm_ops"),
      sql`(regexp_replace(${t.phone}, '[^0-9]', '', 'g')) gin_trgm_ops`,
    ),
  ],
);

export type CustomerRow = typeof customers.$inferSelect;
