import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TOrderSlots } from "#contracts/fulfilment";
import { fetchQuery } from "#web/lib/api-client";

export const orderSlotsQueryKey = (slug: string) =>
  ["/api/microsite", encodeURIComponent(slug), "slots"] as const;

// Slots fill up and pass while a customer is at the checkout: the answer is never trusted for long.
const SLOTS_STALE_MS = 30_000;
const SLOTS_REFRESH_MS = 60_000;

/** GET /api/microsite/{slug}/slots: the times an order for later may be placed for. */
export const orderSlotsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: orderSlotsQueryKey(slug),
    queryFn: async () => (await fetchQuery<TOrderSlots>(orderSlotsQueryKey(slug), "throw"))!,
    staleTime: SLOTS_STALE_MS,
    gcTime: SLOTS_STALE_MS,
    refetchInterval: SLOTS_REFRESH_MS,
  });

/** The store's slots, asked for only while `enabled` (the checkout is open and the store takes orders for later). */
export const useOrderSlots = (slug: string, enabled: boolean) =>
  useQuery({ ...orderSlotsQueryOptions(slug), enabled });
