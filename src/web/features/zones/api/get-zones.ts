import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TZone } from "#contracts/zones";
import { fetchQuery } from "#web/lib/api-client";

export const zonesQueryKey = ["/api/delivery-zones"] as const;

/** The merchant's delivery zones (a 401 gives null, spec section 7). */
export const zonesQueryOptions = () =>
  queryOptions({ queryKey: zonesQueryKey, queryFn: () => fetchQuery<TZone[]>(zonesQueryKey, "returnNull") });

export const useZones = () => useQuery(zonesQueryOptions());
