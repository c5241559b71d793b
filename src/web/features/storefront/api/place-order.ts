import { useMutation, useQueryClient } from "@tanstack/react-query";
import { IDEMPOTENCY_KEY_HEADER } from "#contracts/idempotency";
import type { TPlaceOrderRequest, TPlaceOrderResponse } from "#contracts/orders";
import { apiRequest } from "#web/lib/api-client";
import { micrositeQueryKey } from "./get-microsite";
import { orderTermsQueryKey, pickOrderTerms } from "./get-order-terms";

/** POST /api/orders: ids and quantities only; the server prices the order. */
export async function placeOrder(
  request: TPlaceOrderRequest,
  idempotencyKey: string,
): Promise<TPlaceOrderResponse> {
  const res = await apiRequest("POST", "/api/orders", request, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });
  return (await res.json()) as TPlaceOrderResponse;
}

/** The slot a 409 "slot is full" offers instead: `{startsAt, label}`, null when none is free, undefined for another refusal. */
export function offeredSlot(error: unknown): { startsAt: string; label: string } | null | undefined {
  const match = error instanceof Error ? /^409: ([\s\S]*)$/.exec(error.message) : null;
  if (!match) return undefined;
  try {
    const body = JSON.parse(match[1]!) as { nextSlot?: { startsAt: string; label: string } | null };
    return body.nextSlot === undefined ? undefined : body.nextSlot;
  } catch {
    return undefined;
  }
}

/**
 * Placing an order changes stock and fills its slot, so the store's page and slots are fetched
 * again afterwards. The answer's amounts are kept for the success screen: the server's, not the cart's.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, idempotencyKey }: { order: TPlaceOrderRequest; idempotencyKey: string }) =>
      placeOrder(order, idempotencyKey),
    onSuccess: (placed, { order }) => {
      // An answer without its amounts (a server before issue 27) is left to the tracking answer.
      if (typeof placed.subtotal === "string")
        queryClient.setQueryData(
          orderTermsQueryKey(order.merchantSlug, placed.trackingCode),
          pickOrderTerms(placed, placed.orderItems),
        );
    },
    onSettled: (_data, _error, { order }) =>
      queryClient.invalidateQueries({ queryKey: micrositeQueryKey(order.merchantSlug) }),
  });
}
