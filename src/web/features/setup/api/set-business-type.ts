import type { TSetupBusinessTypeRequest, TSetupProgress } from "#contracts/store-setup";
import { authKeys } from "#web/features/auth/api/query-keys";
import { settingsKeys } from "#web/features/settings/api/query-keys";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { setupKeys } from "./query-keys";

/** PUT /api/setup/business-type: the first step, "What you sell"; it is done with it. */
export async function setBusinessType(data: TSetupBusinessTypeRequest): Promise<TSetupProgress> {
  return (await apiRequest("PUT", "/api/setup/business-type", data)).json();
}

/** The store's type is the signed-in merchant's (a pharmacy takes prescriptions): read again. */
export const useSetBusinessType = (
  callbacks?: MutationCallbacks<TSetupProgress, TSetupBusinessTypeRequest>,
) =>
  useApiMutation(
    {
      mutationFn: setBusinessType,
      updateCache: (queryClient, progress) => queryClient.setQueryData(setupKeys.progress(), progress),
      invalidates: [authKeys.user(), settingsKeys.all],
    },
    callbacks,
  );
