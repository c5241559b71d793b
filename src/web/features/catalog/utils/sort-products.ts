import type { TProductSortKey, TSortDirection } from "#contracts/catalog-page";

/** The table's sortable columns; the server sorts (GET /api/products/page). */
export type ProductSortKey = Exclude<TProductSortKey, "created">;
export type SortDirection = "ascending" | "descending";
export interface ProductSort {
  key: ProductSortKey;
  direction: SortDirection;
}

/** The next sort after a click on a column: ascending first, then descending, then ascending. */
export function nextSort(current: ProductSort | null, key: ProductSortKey): ProductSort {
  return current?.key === key && current.direction === "ascending"
    ? { key, direction: "descending" }
    : { key, direction: "ascending" };
}

/** What the server is asked for: a column's sort, or the list's own order (newest first) when none. */
export function serverSort(sort: ProductSort | null): { sort: TProductSortKey; dir: TSortDirection } {
  if (!sort) return { sort: "created", dir: "desc" };
  return { sort: sort.key, dir: sort.direction === "ascending" ? "asc" : "desc" };
}
