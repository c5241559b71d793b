import type { TMerchantOrder, TUpdateOrderStatusRequest } from "#contracts/order-management";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { ordersKeys } from "./query-keys";

/**
 * `refund`: cancelling a paid card order, whether what is left of its payment goes back to the card
 * (issue 41; an authorized one is always released). Named here until the contract's request has it.
 */
type StatusUpdate = { orderId: string; data: TUpdateOrderStatusRequest & { refund?: boolean } };

export async function updateOrderStatus({ orderId, data }: StatusUpdate): Promise<TMerchantOrder> {
  const res = await apiRequest("PATCH", `/api/merchant/orders/${encodeURIComponent(orderId)}/status`, data);
  return res.json();
}

export const useUpdateOrderStatus = (callbacks?: MutationCallbacks<TMerchantOrder, StatusUpdate>) =>
  useApiMutation(
    { mutationFn: updateOrderStatus, invalidates: ordersKeys.changed(), refetchAfter: "settled" },
    callbacks,
  );
