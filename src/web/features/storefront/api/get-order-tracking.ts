import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TOrderTracking } from "#contracts/order-management";
import { fetchQuery } from "#web/lib/api-client";

export const orderTrackingQueryKey = (slug: string, trackingCode: string) =>
  ["/api/microsite", encodeURIComponent(slug), "orders", encodeURIComponent(trackingCode)] as const;

// The page is left open while the customer waits: it looks again now and then.
const REFRESH_MS = 30_000;

/** An order's public progress by its tracking code (a 404 when the store has no such order). */
export const orderTrackingQueryOptions = (slug: string, trackingCode: string) =>
  queryOptions({
    queryKey: orderTrackingQueryKey(slug, trackingCode),
    queryFn: async () =>
      (await fetchQuery<TOrderTracking>(orderTrackingQueryKey(slug, trackingCode), "throw"))!,
    refetchInterval: REFRESH_MS,
  });

export const useOrderTracking = (slug: string, trackingCode: string) =>
  useQuery(orderTrackingQueryOptions(slug, trackingCode));
