import { IDEMPOTENCY_KEY_HEADER } from "#contracts/idempotency";
import type { TPlaceOrderRequest, TPlaceOrderResponse } from "#contracts/orders";
import { ApiError, apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { pickOrderTerms } from "./get-order-terms";
import { storefrontKeys } from "./query-keys";

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
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const body = error.body as { nextSlot?: { startsAt: string; label: string } | null } | null;
  return typeof body === "object" && body !== null ? body.nextSlot : undefined;
}

type OrderAttempt = { order: TPlaceOrderRequest; idempotencyKey: string };

/**
 * Placing an order changes stock and fills its slot, so the store's page and slots are fetched
 * again afterwards. The answer's amounts are kept for the success screen: the server's, not the cart's.
 */
export const usePlaceOrder = (callbacks?: MutationCallbacks<TPlaceOrderResponse, OrderAttempt>) =>
  useApiMutation(
    {
      mutationFn: ({ order, idempotencyKey }: OrderAttempt) => placeOrder(order, idempotencyKey),
      updateCache: (queryClient, placed, { order }) => {
        // An answer without its amounts (a server before issue 27) is left to the tracking answer.
        if (typeof placed.subtotal === "string")
          queryClient.setQueryData(
            storefrontKeys.orderTerms(order.merchantSlug, placed.trackingCode),
            pickOrderTerms(placed, placed.orderItems, placed.payment?.upiUrl),
          );
      },
      invalidates: ({ order }) => [storefrontKeys.store(order.merchantSlug)],
      refetchAfter: "settled",
    },
    callbacks,
  );
