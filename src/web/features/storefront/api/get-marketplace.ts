import { queryOptions } from "@tanstack/react-query";
import type { TGetMarketplaceResponse } from "#contracts/storefront";
import { getJsonOrNull } from "#web/lib/api-client";
import { storefrontKeys } from "./query-keys";

/** Every public store with its counts (a 401 gives an empty list, spec section 7). */
export const getMarketplace = async (): Promise<TGetMarketplaceResponse> =>
  (await getJsonOrNull<TGetMarketplaceResponse>("/api/marketplace")) ?? [];

/** The landing page's live examples: one request serves every screen that shows them. */
export const marketplaceQueryOptions = () =>
  queryOptions({ queryKey: storefrontKeys.marketplace(), queryFn: getMarketplace });
