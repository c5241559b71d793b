import type { TUser } from "#contracts/staff";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { authKeys } from "./query-keys";

/** POST /api/user/store: the session works in another of the person's stores from now on. */
export async function switchStore(merchantId: string): Promise<TUser> {
  return (await apiRequest("POST", "/api/user/store", { merchantId })).json();
}

/**
 * Switches the session's store (decision 0059). The answer is the person in that store; nothing of
 * the other store's data (orders, catalog, customers) may linger in the cache for the new one.
 */
export const useSwitchStore = (callbacks?: MutationCallbacks<TUser, string>) =>
  useApiMutation(
    {
      mutationFn: switchStore,
      updateCache: (queryClient, user) => {
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
        queryClient.setQueryData(authKeys.user(), user);
      },
    },
    callbacks,
  );
