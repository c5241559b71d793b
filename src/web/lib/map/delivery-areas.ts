import { queryOptions } from "@tanstack/react-query";
import type { TDeliveryAreasResponse } from "#contracts/maps";
import { getJson } from "#web/lib/api-client";
import { mapKeys } from "./query-keys";

/** The store's active areas and its location: what the shopper's map opens on and shades. */
export const deliveryAreasQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: mapKeys.deliveryAreas(slug),
    queryFn: () =>
      getJson<TDeliveryAreasResponse>(`/api/microsite/${encodeURIComponent(slug)}/delivery-areas`),
  });
