import type { TMerchantOrderDetails } from "#contracts/order-management";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { ordersKeys } from "./query-keys";

/** POST /api/merchant/orders/{id}/mark-paid: a cash order's money was received (issue 41). */
export async function markOrderPaid(orderId: string): Promise<TMerchantOrderDetails> {
  const res = await apiRequest("POST", `/api/merchant/orders/${encodeURIComponent(orderId)}/mark-paid`);
  return res.json();
}

export const useMarkOrderPaid = (callbacks?: MutationCallbacks<TMerchantOrderDetails, string>) =>
  useApiMutation(
    { mutationFn: markOrderPaid, invalidates: ordersKeys.changed(), refetchAfter: "settled" },
    callbacks,
  );
