import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TOrderLimits } from "#contracts/order-limits";
import type { TOrderLimitsRequest } from "#contracts/order-limits-request";
import { apiRequest, getJson } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { settingsKeys } from "./query-keys";

/** GET/PUT /api/merchant/order-limits: what one shopper may hold of the store's stock (issue 40). */
export const orderLimitsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.orderLimits(),
    queryFn: () => getJson<TOrderLimits>("/api/merchant/order-limits"),
  });

export const useOrderLimits = () => useQuery(orderLimitsQueryOptions());

export async function saveOrderLimits(change: TOrderLimitsRequest): Promise<TOrderLimits> {
  return (await apiRequest("PUT", "/api/merchant/order-limits", change)).json();
}

/** The answer replaces the limits shown. */
export const useSaveOrderLimits = (callbacks?: MutationCallbacks<TOrderLimits, TOrderLimitsRequest>) =>
  useApiMutation(
    {
      mutationFn: saveOrderLimits,
      updateCache: (queryClient, limits) => queryClient.setQueryData(settingsKeys.orderLimits(), limits),
    },
    callbacks,
  );
