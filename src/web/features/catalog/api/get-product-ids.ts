import { queryOptions } from "@tanstack/react-query";
import { ALL_PRODUCTS, type TProductIds } from "#contracts/catalog-page";
import { getJson } from "#web/lib/api-client";
import { catalogKeys } from "./query-keys";

/** The products a search and a filter button select. */
export interface ProductsFilter {
  q: string;
  category: string;
}

/** The address of every matching product's id. */
export function productIdsUrl({ q, category }: ProductsFilter) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (category !== ALL_PRODUCTS) params.set("category", category);
  return `/api/products/ids${params.size > 0 ? `?${params}` : ""}`;
}

/** Every matching product's id, for "Select all N matching". */
export const getProductIds = (filter: ProductsFilter) => getJson<TProductIds>(productIdsUrl(filter));

/** Asked for when the merchant chooses to select them all (`queryClient.fetchQuery`), never kept stale. */
export const productIdsQueryOptions = (filter: ProductsFilter) =>
  queryOptions({
    queryKey: catalogKeys.productIds(filter),
    queryFn: () => getProductIds(filter),
    staleTime: 0,
  });
