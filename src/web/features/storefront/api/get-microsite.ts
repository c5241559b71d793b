import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TGetMicrositeResponse } from "#contracts/storefront";
import { fetchQuery } from "#web/lib/api-client";

export const micrositeQueryKey = (slug: string) => ["/api/microsite", encodeURIComponent(slug)] as const;

/** One store's public page: merchant, available products, categories, zones flag, active ads. */
export const getMicrosite = (slug: string) =>
  fetchQuery<TGetMicrositeResponse>(micrositeQueryKey(slug), "returnNull");

export const micrositeQueryOptions = (slug: string) =>
  queryOptions({ queryKey: micrositeQueryKey(slug), queryFn: () => getMicrosite(slug) });

export const useMicrosite = (slug: string) => useQuery(micrositeQueryOptions(slug));
