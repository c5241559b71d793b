import type { TProductSortKey, TSortDirection } from "#contracts/catalog-page";
import { type ColumnSort, serverDirection } from "#web/lib/column-sort";

/** The table's sortable columns; the server sorts (GET /api/products/page). */
export type ProductSortKey = Exclude<TProductSortKey, "created">;
export type ProductSort = ColumnSort<ProductSortKey>;

export { nextSort } from "#web/lib/column-sort";

/** What the server is asked for: a column's sort, or the list's own order (newest first) when none. */
export function serverSort(sort: ProductSort | null): { sort: TProductSortKey; dir: TSortDirection } {
  if (!sort) return { sort: "created", dir: "desc" };
  return { sort: sort.key, dir: serverDirection(sort) };
}
