import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TGetMicrositeResponse } from "#contracts/storefront";
import { getJsonOrNull } from "#web/lib/api-client";
import { storefrontKeys } from "./query-keys";

/** One store's public page: merchant, available products, categories, zones flag, active ads. */
export const getMicrosite = (slug: string) =>
  getJsonOrNull<TGetMicrositeResponse>(`/api/microsite/${encodeURIComponent(slug)}`);

export const micrositeQueryOptions = (slug: string) =>
  queryOptions({ queryKey: storefrontKeys.store(slug), queryFn: () => getMicrosite(slug) });

export const useMicrosite = (slug: string) => useQuery(micrositeQueryOptions(slug));
