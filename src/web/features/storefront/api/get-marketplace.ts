import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TGetMarketplaceResponse } from "#contracts/storefront";
import { fetchQuery } from "#web/lib/api-client";

/** Same key as the landing page's live examples: one request serves both. */
export const marketplaceQueryKey = ["/api/marketplace"] as const;

/** Every public store with its counts (a 401 gives an empty list, spec section 7). */
export const getMarketplace = async (): Promise<TGetMarketplaceResponse> =>
  (await fetchQuery<TGetMarketplaceResponse>(marketplaceQueryKey, "returnNull")) ?? [];

export const marketplaceQueryOptions = () =>
  queryOptions({ queryKey: marketplaceQueryKey, queryFn: getMarketplace });

export const useMarketplace = () => useQuery(marketplaceQueryOptions());
