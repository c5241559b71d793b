import { z } from "zod";
import type { TProduct } from "./catalog";
import { MAX_INTEGER } from "./catalog-messages";
import { UUID_PATTERN } from "./ids";
import { ZSearchText } from "./storefront-requests";

/**
 * The merchant's catalog screen, paged, searched and sorted on the server (issue 26):
 * GET /api/products/page and, for "select all N matching", GET /api/products/ids.
 */

/** The filter buttons: every product, those without a category, or one category by its id. */
export const ALL_PRODUCTS = "all";
export const UNCATEGORIZED = "uncategorized";

/** `created` is the list's own order (newest first); the others are the table's sortable columns. */
export const PRODUCT_SORT_KEYS = ["created", "name", "status", "stock", "category", "price"] as const;
export type TProductSortKey = (typeof PRODUCT_SORT_KEYS)[number];
export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type TSortDirection = (typeof SORT_DIRECTIONS)[number];

/** The table's page; a request may ask for up to MAX_PRODUCTS_PAGE. */
export const PRODUCTS_PAGE_SIZE = 50;
export const MAX_PRODUCTS_PAGE = 200;

export const CATALOG_PAGE_MESSAGES = {
  category: `category must be ${ALL_PRODUCTS}, ${UNCATEGORIZED} or a category id`,
  sort: `sort must be one of: ${PRODUCT_SORT_KEYS.join(", ")}`,
  dir: `dir must be one of: ${SORT_DIRECTIONS.join(", ")}`,
  offset: `offset must be a whole number from 0 to ${MAX_INTEGER}`,
  limit: `limit must be a whole number from 1 to ${MAX_PRODUCTS_PAGE}`,
} as const;

const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

const ZCatalogFilter = z.object({
  q: ZSearchText,
  category: z
    .string({ error: CATALOG_PAGE_MESSAGES.category })
    .trim()
    .toLowerCase()
    .refine(
      (v) => v === ALL_PRODUCTS || v === UNCATEGORIZED || UUID_PATTERN.test(v),
      CATALOG_PAGE_MESSAGES.category,
    )
    .default(ALL_PRODUCTS),
});

/** GET /api/products/ids?q=&category= */
export const ZProductIdsQuery = ZCatalogFilter;
export type TCatalogFilter = z.output<typeof ZCatalogFilter>;

/**
 * GET /api/products/page?q=&category=&sort=&dir=&offset=&limit= (all optional: the first 50 of the
 * whole catalog, newest first). `dir` defaults to newest first for `created`, ascending for a column.
 */
export const ZProductsPageQuery = ZCatalogFilter.extend({
  sort: z.enum(PRODUCT_SORT_KEYS, { error: CATALOG_PAGE_MESSAGES.sort }).default("created"),
  dir: z.enum(SORT_DIRECTIONS, { error: CATALOG_PAGE_MESSAGES.dir }).optional(),
  offset: wholeNumber(CATALOG_PAGE_MESSAGES.offset, 0, MAX_INTEGER).default(0),
  limit: wholeNumber(CATALOG_PAGE_MESSAGES.limit, 1, MAX_PRODUCTS_PAGE).default(PRODUCTS_PAGE_SIZE),
}).transform(({ dir, ...query }) => ({
  ...query,
  dir: dir ?? (query.sort === "created" ? "desc" : "asc"),
}));
export type TProductsPageRequest = z.input<typeof ZProductsPageQuery>;
export type TProductsPageQuery = z.output<typeof ZProductsPageQuery>;

/** The filter buttons' counts, over the whole catalog: a category with no product is absent (0). */
export interface TProductCounts {
  all: number;
  uncategorized: number;
  byCategory: Record<string, number>;
}

/** The stat cards: Total Products, Available, Low Stock (tracked quantity under 10). */
export interface TCatalogStats {
  total: number;
  available: number;
  lowStock: number;
}

export interface TProductsPage {
  products: TProduct[];
  /** How many products match the search and the filter, over every page. */
  total: number;
  counts: TProductCounts;
  stats: TCatalogStats;
}

export interface TProductIds {
  /** Every matching product's id (newest first), up to the store's product limit. */
  ids: string[];
  /** How many products match. */
  total: number;
}
