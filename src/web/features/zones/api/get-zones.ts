import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TZone } from "#contracts/zones";
import { getJsonOrNull } from "#web/lib/api-client";
import { zonesKeys } from "./query-keys";

/** The merchant's delivery zones (a 401 gives null, spec section 7). */
export const zonesQueryOptions = () =>
  queryOptions({ queryKey: zonesKeys.list(), queryFn: () => getJsonOrNull<TZone[]>("/api/delivery-zones") });

export const useZones = () => useQuery(zonesQueryOptions());
