import { sql } from "drizzle-orm";
import { boolean, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { DISCOUNT_KINDS } from "#contracts/discounts";
import { merchants } from "./merchants";

// A store's discount codes (issue 31, decision 0034). `uses` is what the usage limit is enforced on:
// the order's statement takes a use with one conditional update, and a cancelled order gives it back.
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    kind: text("kind", { enum: DISCOUNT_KINDS }).notNull(),
    value: numeric("value", { precision: 10, scale: 2 }).notNull().default("0"),
    minimumSubtotal: numeric("minimum_subtotal", { precision: 10, scale: 2 }).notNull().default("0"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    usageLimit: integer("usage_limit"),
    oncePerCustomer: boolean("once_per_customer").notNull().default(false),
    active: boolean("active").notNull().default(true),
    uses: integer("uses").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex("discount_codes_merchant_id_code_idx").on(t.merchantId, sql`lower(${t.code})`)],
);

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
