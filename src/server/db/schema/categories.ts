import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { TCatalogTranslations } from "#contracts/catalog";
import { merchants } from "./merchants";

export const categories = pgTable(
  "categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    sortOrder: integer("sort_order").notNull().default(0),
    // The merchant's own translations of its name and description, per language (issue 45 item 5).
    translations: jsonb("translations").$type<TCatalogTranslations>().notNull().default({}),
    // A template's example category (issue 48): removed with the examples once none of the
    // merchant's own products are in it.
    isExample: boolean("is_example").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index("categories_merchant_id_sort_idx").on(t.merchantId, t.sortOrder)],
);

export type CategoryRow = typeof categories.$inferSelect;
