import { useMutation, useQueryClient } from "@tanstack/react-query";
import { IDEMPOTENCY_KEY_HEADER } from "#contracts/idempotency";
import type { TPlaceOrderRequest, TPlaceOrderResponse } from "#contracts/orders";
import { apiRequest } from "#web/lib/api-client";
import { micrositeQueryKey } from "./get-microsite";

/** POST /api/orders: ids and quantities only; the server prices the order. */
export async function placeOrder(
  request: TPlaceOrderRequest,
  idempotencyKey: string,
): Promise<TPlaceOrderResponse> {
  const res = await apiRequest("POST", "/api/orders", request, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });
  return (await res.json()) as TPlaceOrderResponse;
}

/** Placing an order changes stock, so the store's page is fetched again afterwards. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, idempotencyKey }: { order: TPlaceOrderRequest; idempotencyKey: string }) =>
      placeOrder(order, idempotencyKey),
    onSettled: (_data, _error, { order }) =>
      queryClient.invalidateQueries({ queryKey: micrositeQueryKey(order.merchantSlug) }),
  });
}
