import type { TMerchantOrder, TUpdateOrderTrackingRequest } from "#contracts/order-management";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { ordersKeys } from "./query-keys";

type TrackingUpdate = { orderId: string; data: TUpdateOrderTrackingRequest };

export async function updateOrderTracking({ orderId, data }: TrackingUpdate): Promise<TMerchantOrder> {
  const res = await apiRequest("PATCH", `/api/merchant/orders/${encodeURIComponent(orderId)}/tracking`, data);
  return res.json();
}

export const useUpdateOrderTracking = (callbacks?: MutationCallbacks<TMerchantOrder, TrackingUpdate>) =>
  useApiMutation(
    { mutationFn: updateOrderTracking, invalidates: ordersKeys.changed(), refetchAfter: "settled" },
    callbacks,
  );
