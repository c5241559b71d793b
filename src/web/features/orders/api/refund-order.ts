import { IDEMPOTENCY_KEY_HEADER } from "#contracts/idempotency";
import type { TMerchantOrderDetails } from "#contracts/order-management";
import type { TRefundRequest } from "#contracts/payments";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { ordersKeys } from "./query-keys";

type Refund = { orderId: string; data: TRefundRequest; idempotencyKey: string };

/**
 * POST /api/merchant/orders/{id}/refunds: gives back part or all of a card payment. The key is the
 * refund dialog's: a double click or a resend of the same refund refunds once (decision 0050).
 */
export async function refundOrder({ orderId, data, idempotencyKey }: Refund): Promise<TMerchantOrderDetails> {
  const res = await apiRequest("POST", `/api/merchant/orders/${encodeURIComponent(orderId)}/refunds`, data, {
    [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
  });
  return res.json();
}

export const useRefundOrder = (callbacks?: MutationCallbacks<TMerchantOrderDetails, Refund>) =>
  useApiMutation(
    // Fetched again even after a failure: the refund may have gone through and only its answer been lost.
    { mutationFn: refundOrder, invalidates: ordersKeys.changed(), refetchAfter: "settled" },
    callbacks,
  );
