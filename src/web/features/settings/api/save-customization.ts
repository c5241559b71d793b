import type { TMerchant } from "#contracts/auth";
import type { TCustomizationRequest } from "#contracts/merchant-settings";
import { userQueryOptions } from "#web/features/auth/api/get-user";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";

export async function saveCustomization(data: TCustomizationRequest): Promise<TMerchant> {
  return (await apiRequest("PUT", "/api/merchant/customization", data)).json();
}

/** Saves the store's look; the signed-in merchant's data is replaced with the answer. */
export const useSaveCustomization = (callbacks?: MutationCallbacks<TMerchant, TCustomizationRequest>) =>
  useApiMutation(
    {
      mutationFn: saveCustomization,
      updateCache: (queryClient, merchant) => queryClient.setQueryData(userQueryOptions().queryKey, merchant),
    },
    callbacks,
  );
