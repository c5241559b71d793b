import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TOrderSlots } from "#contracts/fulfilment";
import { getJson } from "#web/lib/api-client";
import { storefrontKeys } from "./query-keys";

// Slots fill up and pass while a customer is at the checkout: the answer is never trusted for long.
const SLOTS_STALE_MS = 30_000;
const SLOTS_REFRESH_MS = 60_000;

/** GET /api/microsite/{slug}/slots: the times an order for later may be placed for. */
export const orderSlotsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: storefrontKeys.slots(slug),
    queryFn: () => getJson<TOrderSlots>(`/api/microsite/${encodeURIComponent(slug)}/slots`),
    staleTime: SLOTS_STALE_MS,
    gcTime: SLOTS_STALE_MS,
    refetchInterval: SLOTS_REFRESH_MS,
  });

/** The store's slots, asked for only while `enabled` (the checkout is open and the store takes orders for later). */
export const useOrderSlots = (slug: string, enabled: boolean) =>
  useQuery({ ...orderSlotsQueryOptions(slug), enabled });
