import { apiRequest, resetCsrfToken } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { forgetMerchant } from "./logout";

/** Ends every session of the merchant, on every device, this one included. */
export async function logoutEverywhere(): Promise<void> {
  await apiRequest("POST", "/api/logout-everywhere");
  resetCsrfToken();
}

export const useLogoutEverywhere = (callbacks?: MutationCallbacks<void, void>) =>
  useApiMutation({ mutationFn: logoutEverywhere, updateCache: forgetMerchant }, callbacks);
