import { queryOptions } from "@tanstack/react-query";
import { ALL_PRODUCTS, type TProductIds } from "#contracts/catalog-page";
import { throwIfResNotOk } from "#web/lib/api-client";
import { productsQueryKey } from "./get-products";

/** The products a search and a filter button select. */
export interface ProductsFilter {
  q: string;
  category: string;
}

/** Every matching product's id, for "Select all N matching". */
export async function getProductIds({ q, category }: ProductsFilter): Promise<TProductIds> {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (category !== ALL_PRODUCTS) params.set("category", category);
  const res = await fetch(`/api/products/ids${params.size > 0 ? `?${params}` : ""}`, {
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res.json();
}

/** Asked for when the merchant chooses to select them all (`queryClient.fetchQuery`), never kept stale. */
export const productIdsQueryOptions = (filter: ProductsFilter) =>
  queryOptions({
    queryKey: [...productsQueryKey, "ids", filter] as const,
    queryFn: () => getProductIds(filter),
    staleTime: 0,
  });
