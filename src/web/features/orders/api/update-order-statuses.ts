import type { TBulkOrderStatusRequest, TBulkOrderStatusResponse } from "#contracts/order-management";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { ordersKeys } from "./query-keys";

/** POST /api/merchant/orders/bulk-status: one status and one note for many orders. */
export async function updateOrderStatuses(data: TBulkOrderStatusRequest): Promise<TBulkOrderStatusResponse> {
  const res = await apiRequest("POST", "/api/merchant/orders/bulk-status", data);
  return res.json();
}

export const useUpdateOrderStatuses = (
  callbacks?: MutationCallbacks<TBulkOrderStatusResponse, TBulkOrderStatusRequest>,
) =>
  useApiMutation(
    // Fetched again even after a failure: the answer may have been lost after the change was made.
    { mutationFn: updateOrderStatuses, invalidates: ordersKeys.changed(), refetchAfter: "settled" },
    callbacks,
  );
