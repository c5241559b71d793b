import type { TAdminMerchantDetail } from "#contracts/admin";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { adminMerchantUrl } from "./get-merchant";
import { adminKeys } from "./query-keys";

/** What an operator may do to a store's standing (issue 47 items 2 and 3). */
export type StatusChange = "approve" | "reject" | "suspend" | "reinstate";

export interface StatusChangeInput {
  id: string;
  change: StatusChange;
  /** Required for reject and suspend (the merchant is told it); optional otherwise. */
  reason?: string;
}

/** POST /api/admin/merchants/{id}/{change}: the store after the change (409 when its status forbids it). */
export async function changeMerchantStatus({ id, change, reason }: StatusChangeInput) {
  const res = await apiRequest("POST", `${adminMerchantUrl(id)}/${change}`, reason ? { reason } : {});
  return (await res.json()) as TAdminMerchantDetail;
}

/**
 * The store's page takes the answer; the lists, the queue's count and the figures are fetched again
 * (after a refusal too: another operator may have changed the store meanwhile).
 */
export const useChangeMerchantStatus = (
  callbacks?: MutationCallbacks<TAdminMerchantDetail, StatusChangeInput>,
) =>
  useApiMutation(
    {
      mutationFn: changeMerchantStatus,
      updateCache: (queryClient, store) => queryClient.setQueryData(adminKeys.merchant(store.id), store),
      invalidates: ({ id }) => [
        adminKeys.merchants(),
        adminKeys.merchant(id),
        adminKeys.stats(),
        adminKeys.log(),
      ],
      refetchAfter: "settled",
    },
    callbacks,
  );
