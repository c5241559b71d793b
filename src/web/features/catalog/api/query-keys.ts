import type { ProductsFilter } from "./get-product-ids";
import type { ProductsQuery } from "./get-products-page";

/**
 * The catalog's query keys (decision 0039). Every query of the merchant's products starts with
 * `products()` (the catalog's pages, their ids, the dashboard's summary), so one invalidation after
 * any change refreshes them all.
 */
export const catalogKeys = {
  all: ["catalog"] as const,
  /** GET /api/categories */
  categories: () => [...catalogKeys.all, "categories"] as const,
  /** The one saving of the categories' order at a time (a mutation's key). */
  categoryOrder: () => [...catalogKeys.categories(), "order"] as const,
  products: () => [...catalogKeys.all, "products"] as const,
  /** GET /api/products/ids */
  productIds: (filter: ProductsFilter) => [...catalogKeys.products(), "ids", filter] as const,
  /** GET /api/products/page: the table's page at `offset`. */
  productsPage: (query: ProductsQuery, offset: number, limit: number) =>
    [...catalogKeys.products(), "page", query, offset, limit] as const,
  /** The phone's cards: the pages loaded so far. */
  productsPages: (query: ProductsQuery) => [...catalogKeys.products(), "pages", query] as const,
};
