import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TTradingRequest, TTradingSettings } from "#contracts/trading-settings";
import { apiRequest, getJson } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { settingsKeys } from "./query-keys";

/** GET/PUT /api/merchant/trading: when the store takes orders (issue 27). */
export type TradingSettings = TTradingSettings;

export const tradingQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.trading(),
    queryFn: () => getJson<TradingSettings>("/api/merchant/trading"),
  });

export const useTrading = () => useQuery(tradingQueryOptions());

export async function saveTrading(change: TTradingRequest): Promise<TradingSettings> {
  return (await apiRequest("PUT", "/api/merchant/trading", change)).json();
}

/** Saves a change; the answer replaces the settings shown. */
export const useSaveTrading = (callbacks?: MutationCallbacks<TradingSettings, TTradingRequest>) =>
  useApiMutation(
    {
      mutationFn: saveTrading,
      updateCache: (queryClient, settings) => queryClient.setQueryData(settingsKeys.trading(), settings),
    },
    callbacks,
  );
