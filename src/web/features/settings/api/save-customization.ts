import type { TMerchant } from "#contracts/auth";
import type { TCustomizationRequest } from "#contracts/merchant-settings";
import { userQueryOptions } from "#web/features/auth/api/get-user";
import { authKeys } from "#web/features/auth/api/query-keys";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";

export async function saveCustomization(data: TCustomizationRequest): Promise<TMerchant> {
  return (await apiRequest("PUT", "/api/merchant/customization", data)).json();
}

/**
 * Saves the store's look and formats; the store's fields of the signed-in person are replaced with the answer,
 * their role and permissions kept (the answer is the store alone: decision 0059).
 */
export const useSaveCustomization = (callbacks?: MutationCallbacks<TMerchant, TCustomizationRequest>) =>
  useApiMutation(
    {
      mutationFn: saveCustomization,
      updateCache: (queryClient, merchant) => {
        const key = userQueryOptions().queryKey;
        // Every amount kept from before is in the old currency's decimals: dropped (screens load
        // them again) before anything is written in the new one.
        if (queryClient.getQueryData(key)?.currency !== merchant.currency)
          void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
        queryClient.setQueryData(key, (user) => (user ? { ...user, ...merchant } : user));
      },
    },
    callbacks,
  );
