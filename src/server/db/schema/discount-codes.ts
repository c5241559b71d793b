import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  foreignKey,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { DISCOUNT_KINDS } from "#contracts/discounts";
import { merchants } from "./merchants";

// A store's discount codes (issue 31, decision 0034). `uses` is what the usage limit is enforced on:
// the order's statement takes a use with one conditional update, and a cancelled order gives it back.
// Migration 0017 was written by hand: its constraints have PostgreSQL's names (`_fkey`, `_check`),
// declared here so that a migration generated later finds them by the names the database has. The
// kinds' check is built from DISCOUNT_KINDS: a new kind makes `npm run db:generate` write its check.
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    merchantId: uuid("merchant_id").notNull(),
    code: text("code").notNull(),
    kind: text("kind", { enum: DISCOUNT_KINDS }).notNull(),
    value: numeric("value", { precision: 11, scale: 3 }).notNull().default("0"),
    minimumSubtotal: numeric("minimum_subtotal", { precision: 11, scale: 3 }).notNull().default("0"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    usageLimit: integer("usage_limit"),
    oncePerCustomer: boolean("once_per_customer").notNull().default(false),
    active: boolean("active").notNull().default(true),
    uses: integer("uses").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    foreignKey({
      name: "discount_codes_merchant_id_fkey",
      columns: [t.merchantId],
      foreignColumns: [merchants.id],
    }).onDelete("cascade"),
    check(
      "discount_codes_kind_check",
      sql`${t.kind} in (${sql.raw(DISCOUNT_KINDS.map((k) => `'${k}'`).join(", "))})`,
    ),
    check("discount_codes_value_check", sql`${t.value} >= 0`),
    check("discount_codes_minimum_subtotal_check", sql`${t.minimumSubtotal} >= 0`),
    check("discount_codes_usage_limit_check", sql`${t.usageLimit} > 0`),
    uniqueIndex("discount_codes_merchant_id_code_idx").on(t.merchantId, sql`lower(${t.code})`),
  ],
);

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
