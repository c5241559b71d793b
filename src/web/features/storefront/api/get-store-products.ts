import { queryOptions } from "@tanstack/react-query";
import { MAX_LISTED_IDS } from "#contracts/product-listing";
import type { TGetMicrositeProductsResponse } from "#contracts/storefront";
import { throwIfResNotOk } from "#web/lib/api-client";
import { type ListingQuery, listingParams } from "../utils/product-filters";
import { storefrontKeys } from "./query-keys";

/** A page of the store's products that match `query`, after `cursor` (the previous page's). */
export async function getStoreProducts(
  slug: string,
  query: ListingQuery & { ids?: string[] },
  { cursor, limit, signal }: { cursor?: string | null; limit?: number; signal?: AbortSignal } = {},
): Promise<TGetMicrositeProductsResponse> {
  const params = new URLSearchParams(listingParams(query));
  if (query.ids) params.set("ids", query.ids.join(","));
  if (cursor) params.set("cursor", cursor);
  if (limit) params.set("limit", String(limit));
  const res = await fetch(`/api/microsite/${encodeURIComponent(slug)}/products?${params}`, {
    credentials: "include",
    signal,
  });
  await throwIfResNotOk(res);
  return res.json();
}

/** The cart's products that the store's page did not bring, asked for by id: current price and stock. */
export const cartProductsQueryOptions = (slug: string, ids: string[]) =>
  queryOptions({
    queryKey: storefrontKeys.cartProducts(slug, ids),
    queryFn: ({ signal }) => getStoreProducts(slug, { ids }, { limit: MAX_LISTED_IDS, signal }),
    enabled: ids.length > 0,
  });
