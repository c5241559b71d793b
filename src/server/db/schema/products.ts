import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { TCatalogTranslations } from "#contracts/catalog";
import { categories } from "./categories";
import { merchants } from "./merchants";

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    description: text("description"),
    price: numeric("price", { precision: 11, scale: 3 }).notNull(),
    discountPrice: numeric("discount_price", { precision: 11, scale: 3 }),
    imageUrl: text("image_url"),
    quantity: integer("quantity").default(0),
    isAvailable: boolean("is_available").notNull().default(true),
    // The most one order may take of it (issue 40); null: the store's maxPerProduct.
    maxPerOrder: integer("max_per_order"),
    // The merchant's own translations of its name and description, per language (issue 45 item 5):
    // shoppers reading one see it instead of the original; never machine-made.
    translations: jsonb("translations").$type<TCatalogTranslations>().notNull().default({}),
    // A template's example (issue 48, decision 0073): made unavailable, so shoppers never see it,
    // and the merchant's own once published or edited.
    isExample: boolean("is_example").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index("products_merchant_id_created_idx").on(t.merchantId, t.createdAt),
    index("products_category_id_idx").on(t.categoryId),
    // The first-run path counts, publishes and removes a store's examples: few rows, found directly.
    index("products_examples_idx").on(t.merchantId).where(sql`${t.isExample}`),
    // A shopper's search (name or description contains, any case, accents or none: migration 0031's
    // search_fold) within one store: trigrams, with the store first (btree_gin) so that one store's
    // matches are read without the others'.
    index("products_search_idx").using(
      "gin",
      t.merchantId,
      sql`(search_fold(${t.name})) gin_trgm_ops`,
      sql`(search_fold(${t.description})) gin_trgm_ops`,
    ),
    // The last line of defence for "stock never goes below zero", whatever the code above it does.
    check("products_quantity_non_negative", sql`${t.quantity} >= 0`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
