import type { TMerchant } from "#contracts/auth";
import type { TCustomizationRequest } from "#contracts/merchant-settings";
import type { TUser } from "#contracts/staff";
import { userQueryOptions } from "#web/features/auth/api/get-user";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";

export async function saveCustomization(data: TCustomizationRequest): Promise<TMerchant> {
  return (await apiRequest("PUT", "/api/merchant/customization", data)).json();
}

/** Saves the store's look; the store's fields of the signed-in person's data are the answer's (the role stays). */
export const useSaveCustomization = (callbacks?: MutationCallbacks<TMerchant, TCustomizationRequest>) =>
  useApiMutation(
    {
      mutationFn: saveCustomization,
      updateCache: (queryClient, merchant) =>
        queryClient.setQueryData(userQueryOptions().queryKey, (user: TUser | null | undefined) =>
          user ? { ...user, ...merchant } : user,
        ),
    },
    callbacks,
  );
