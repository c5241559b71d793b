import type { TSetupProgress } from "#contracts/store-setup";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { setupKeys } from "./query-keys";

/** POST /api/setup/finish: the merchant reached "Your store is live" (once; asking again changes nothing). */
export async function finishSetup(): Promise<TSetupProgress> {
  return (await apiRequest("POST", "/api/setup/finish")).json();
}

export const useFinishSetup = (callbacks?: MutationCallbacks<TSetupProgress, void>) =>
  useApiMutation(
    {
      mutationFn: finishSetup,
      updateCache: (queryClient, progress) => queryClient.setQueryData(setupKeys.progress(), progress),
    },
    callbacks,
  );
