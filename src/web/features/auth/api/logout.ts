import type { QueryClient } from "@tanstack/react-query";
import { apiRequest, resetCsrfToken } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { rememberOperator } from "./get-operator";
import { authKeys } from "./query-keys";

export async function logout(): Promise<void> {
  await apiRequest("POST", "/api/logout");
  resetCsrfToken();
}

/** After a sign-out: nothing of the signed-out merchant's (or operator's) data may linger in the cache. */
export function forgetMerchant(queryClient: QueryClient) {
  queryClient.setQueryData(authKeys.user(), null);
  queryClient.setQueryData(authKeys.operator(), null);
  rememberOperator(null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
}

export const useLogout = (callbacks?: MutationCallbacks<void, void>) =>
  useApiMutation({ mutationFn: logout, updateCache: forgetMerchant }, callbacks);
