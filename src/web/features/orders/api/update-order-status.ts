import type { TMerchantOrder, TUpdateOrderStatusRequest } from "#contracts/order-management";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { ordersKeys } from "./query-keys";

type StatusUpdate = { orderId: string; data: TUpdateOrderStatusRequest };

export async function updateOrderStatus({ orderId, data }: StatusUpdate): Promise<TMerchantOrder> {
  const res = await apiRequest("PATCH", `/api/merchant/orders/${encodeURIComponent(orderId)}/status`, data);
  return res.json();
}

export const useUpdateOrderStatus = (callbacks?: MutationCallbacks<TMerchantOrder, StatusUpdate>) =>
  useApiMutation(
    { mutationFn: updateOrderStatus, invalidates: ordersKeys.changed(), refetchAfter: "settled" },
    callbacks,
  );
