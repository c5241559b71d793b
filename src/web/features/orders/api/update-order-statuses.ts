import type { TBulkOrderStatusRequest, TBulkOrderStatusResponse } from "#contracts/order-management";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { ordersKeys } from "./query-keys";

/**
 * `refund`: cancelling paid card orders, whether what is left of each payment goes back to its card
 * (issue 41). Named here until the contract's request has it.
 */
type BulkStatusChange = TBulkOrderStatusRequest & { refund?: boolean };

/** POST /api/merchant/orders/bulk-status: one status and one note for many orders. */
export async function updateOrderStatuses(data: BulkStatusChange): Promise<TBulkOrderStatusResponse> {
  const res = await apiRequest("POST", "/api/merchant/orders/bulk-status", data);
  return res.json();
}

export const useUpdateOrderStatuses = (
  callbacks?: MutationCallbacks<TBulkOrderStatusResponse, BulkStatusChange>,
) =>
  useApiMutation(
    // Fetched again even after a failure: the answer may have been lost after the change was made.
    { mutationFn: updateOrderStatuses, invalidates: ordersKeys.changed(), refetchAfter: "settled" },
    callbacks,
  );
