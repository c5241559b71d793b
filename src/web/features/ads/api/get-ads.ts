import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TAd } from "#contracts/ads";
import { getJson } from "#web/lib/api-client";
import { adsKeys } from "./query-keys";

/** The signed-in merchant's ads, by sortOrder then creation time. */
export const adsQueryOptions = () =>
  queryOptions({ queryKey: adsKeys.list(), queryFn: () => getJson<TAd[]>("/api/ads") });

export const useAds = () => useQuery(adsQueryOptions());
