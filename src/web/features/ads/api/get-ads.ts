import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TAd } from "#contracts/ads";
import { fetchQuery } from "#web/lib/api-client";

export const adsQueryKey = ["/api/ads"] as const;

/** The signed-in merchant's ads, by sortOrder then creation time. */
export const adsQueryOptions = () =>
  queryOptions({
    queryKey: adsQueryKey,
    queryFn: async () => (await fetchQuery<TAd[]>(adsQueryKey, "throw")) ?? [],
  });

export const useAds = () => useQuery(adsQueryOptions());
