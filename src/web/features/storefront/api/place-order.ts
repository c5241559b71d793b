import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TPlaceOrderRequest, TPlaceOrderResponse } from "#contracts/orders";
import { apiRequest } from "#web/lib/api-client";
import { micrositeQueryKey } from "./get-microsite";

/** POST /api/orders: ids and quantities only; the server prices the order. */
export async function placeOrder(request: TPlaceOrderRequest): Promise<TPlaceOrderResponse> {
  const res = await apiRequest("POST", "/api/orders", request);
  return (await res.json()) as TPlaceOrderResponse;
}

/** Placing an order changes stock, so the store's page is fetched again afterwards. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSettled: (_data, _error, request) =>
      queryClient.invalidateQueries({ queryKey: micrositeQueryKey(request.merchantSlug) }),
  });
}
