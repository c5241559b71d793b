import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { BusinessType } from "#contracts/business-types";
import type { TGetMarketplaceResponse } from "#contracts/storefront";
import { throwIfResNotOk } from "#web/lib/api-client";
import { storefrontKeys } from "./query-keys";

export interface MarketplaceFilter {
  q?: string;
  type?: BusinessType;
}

export interface MarketplacePage {
  stores: TGetMarketplaceResponse;
  /** How many stores match, over every page (X-Total-Count). */
  total: number;
  nextCursor: string | null;
}

/** One page of the marketplace; the total and the next page's cursor come in headers. */
export async function getMarketplacePage(
  filter: MarketplaceFilter,
  cursor: string | null,
): Promise<MarketplacePage> {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.type) params.set("type", filter.type);
  if (cursor) params.set("cursor", cursor);
  const query = params.size > 0 ? `?${params}` : "";
  const res = await fetch(`/api/marketplace${query}`, { credentials: "include" });
  await throwIfResNotOk(res);
  const stores = (await res.json()) as TGetMarketplaceResponse;
  return {
    stores,
    total: Number(res.headers.get("x-total-count") ?? stores.length),
    nextCursor: res.headers.get("x-next-cursor"),
  };
}

/** The marketplace screen's stores: searched, filtered, a page at a time ("Load more stores"). */
export const marketplacePagesQueryOptions = (filter: MarketplaceFilter) =>
  infiniteQueryOptions({
    queryKey: storefrontKeys.marketplacePages(filter),
    queryFn: ({ pageParam }) => getMarketplacePage(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useMarketplacePages = (filter: MarketplaceFilter) =>
  useInfiniteQuery({ ...marketplacePagesQueryOptions(filter), placeholderData: (previous) => previous });
