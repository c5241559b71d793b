import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TTradingRequest, TTradingSettings } from "#contracts/trading-settings";
import { toast } from "#web/components/ui/use-toast";
import { apiRequest, errorMessage, fetchQuery } from "#web/lib/api-client";

/** GET/PUT /api/merchant/trading: when the store takes orders (issue 27). */
export type TradingSettings = TTradingSettings;

export const tradingQueryKey = ["/api/merchant/trading"] as const;

export const tradingQueryOptions = () =>
  queryOptions({
    queryKey: tradingQueryKey,
    queryFn: async () => (await fetchQuery<TradingSettings>(tradingQueryKey, "throw"))!,
  });

export const useTrading = () => useQuery(tradingQueryOptions());

/** Saves a change; the answer replaces the settings shown. `saved` is the toast's title. */
export function useSaveTrading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ change }: { change: TTradingRequest; saved: string }) =>
      (await apiRequest("PUT", "/api/merchant/trading", change)).json() as Promise<TradingSettings>,
    onSuccess: (settings, { saved }) => {
      queryClient.setQueryData(tradingQueryKey, settings);
      toast({ title: saved });
    },
    onError: (error) =>
      toast({ title: "Save failed", description: errorMessage(error), variant: "destructive" }),
  });
}
