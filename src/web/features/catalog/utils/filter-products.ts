import { ALL_PRODUCTS } from "#contracts/catalog-page";

/** "all", "uncategorized", or a category id (a UUID, so it never clashes with the two words). */
export type ProductFilter = string;

/** 'Showing X of Y products' appears while a search or a filter other than All is applied. */
export function isFilterActive({ search, filter }: { search: string; filter: ProductFilter }): boolean {
  return filter !== ALL_PRODUCTS || search.trim() !== "";
}
