import type { TMerchantOrderDetails } from "#contracts/order-management";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { ordersKeys } from "./query-keys";

/**
 * What "Mark as paid" sends: the order, and for a UPI order the UPI transaction reference (UTR) the
 * merchant read in their bank app (issue 46). A cash order sends no body, as before.
 */
export interface MarkPaid {
  orderId: string;
  reference?: string;
}

/** POST /api/merchant/orders/{id}/mark-paid: a cash order's money was received, or a UPI order's (issue 41, 46). */
export async function markOrderPaid({ orderId, reference }: MarkPaid): Promise<TMerchantOrderDetails> {
  const res = await apiRequest(
    "POST",
    `/api/merchant/orders/${encodeURIComponent(orderId)}/mark-paid`,
    reference === undefined ? undefined : { reference },
  );
  return res.json();
}

export const useMarkOrderPaid = (callbacks?: MutationCallbacks<TMerchantOrderDetails, MarkPaid>) =>
  useApiMutation(
    { mutationFn: markOrderPaid, invalidates: ordersKeys.changed(), refetchAfter: "settled" },
    callbacks,
  );
