import type { TCategory, TProduct } from "#contracts/catalog";
import { matchesSearch } from "#web/lib/product-search";

/** "all", "uncategorized", or a category id (a UUID, so it never clashes with the two words). */
export type ProductFilter = string;
export const ALL_PRODUCTS = "all";
export const UNCATEGORIZED = "uncategorized";

type FilterableProduct = Pick<TProduct, "name" | "description" | "categoryId">;

/** The filter a product falls under: its category, or uncategorized when it has none we know of. */
function bucketOf(product: FilterableProduct, knownCategoryIds: ReadonlySet<string>): string {
  return product.categoryId && knownCategoryIds.has(product.categoryId) ? product.categoryId : UNCATEGORIZED;
}

export function matchesFilter(
  product: FilterableProduct,
  filter: ProductFilter,
  knownCategoryIds: ReadonlySet<string>,
): boolean {
  return filter === ALL_PRODUCTS || bucketOf(product, knownCategoryIds) === filter;
}

export function filterProducts<P extends FilterableProduct>(
  products: readonly P[],
  categories: readonly Pick<TCategory, "id">[],
  { search, filter }: { search: string; filter: ProductFilter },
): P[] {
  const known = new Set(categories.map((c) => c.id));
  return products.filter((p) => matchesFilter(p, filter, known) && matchesSearch(p, search));
}

/** Counts for the filter buttons: all, each category, uncategorized (over the whole catalog). */
export function countByFilter(
  products: readonly FilterableProduct[],
  categories: readonly Pick<TCategory, "id">[],
): Record<ProductFilter, number> {
  const known = new Set(categories.map((c) => c.id));
  const counts: Record<ProductFilter, number> = { [ALL_PRODUCTS]: products.length, [UNCATEGORIZED]: 0 };
  for (const c of categories) counts[c.id] = 0;
  for (const p of products) {
    const bucket = bucketOf(p, known);
    counts[bucket] = (counts[bucket] ?? 0) + 1;
  }
  return counts;
}

/** 'Showing X of Y products' appears while a search or a filter other than All is applied. */
export function isFilterActive({ search, filter }: { search: string; filter: ProductFilter }): boolean {
  return filter !== ALL_PRODUCTS || search.trim() !== "";
}
