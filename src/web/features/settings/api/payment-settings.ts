import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TPaymentSettings, TUpdatePaymentSettingsRequest } from "#contracts/payments";
import { apiRequest, getJson } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { settingsKeys } from "./query-keys";

/**
 * GET/PUT /api/merchant/payments: what the checkout offers, when a card's money is taken, how long
 * an unpaid order waits, and whether the store's Stripe account can take charges (issue 41).
 */
export const paymentSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.payments(),
    queryFn: () => getJson<TPaymentSettings>("/api/merchant/payments"),
  });

export const usePaymentSettings = () => useQuery(paymentSettingsQueryOptions());

export async function savePaymentSettings(change: TUpdatePaymentSettingsRequest): Promise<TPaymentSettings> {
  return (await apiRequest("PUT", "/api/merchant/payments", change)).json();
}

/** The answer replaces the settings shown. */
export const useSavePaymentSettings = (
  callbacks?: MutationCallbacks<TPaymentSettings, TUpdatePaymentSettingsRequest>,
) =>
  useApiMutation(
    {
      mutationFn: savePaymentSettings,
      updateCache: (queryClient, settings) => queryClient.setQueryData(settingsKeys.payments(), settings),
    },
    callbacks,
  );
