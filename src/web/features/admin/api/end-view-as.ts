import type { QueryClient } from "@tanstack/react-query";
import type { TOperator } from "#contracts/admin";
import { authKeys } from "#web/features/auth/api/query-keys";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { adminKeys } from "./query-keys";

/** POST /api/admin/view-as/end: the session is the operator's console session again. */
export async function endViewAs(): Promise<{ message: string }> {
  return (await apiRequest("POST", "/api/admin/view-as/end")).json();
}

/**
 * Out of the store (by "Exit", or its 30 minutes over): nothing of its data stays in the cache, the
 * signed-in user is nobody again (the operator has no store), and the operator is asked afresh.
 */
export function leaveStore(queryClient: QueryClient) {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== authKeys.all[0] && query.queryKey[0] !== adminKeys.all[0],
  });
  queryClient.setQueryData(authKeys.user(), null);
  queryClient.setQueryData<TOperator | null>(
    authKeys.operator(),
    (operator) => operator && { ...operator, viewAs: null },
  );
}

export const useEndViewAs = (callbacks?: MutationCallbacks<{ message: string }, void>) =>
  useApiMutation(
    {
      mutationFn: endViewAs,
      updateCache: leaveStore,
      invalidates: [authKeys.operator(), adminKeys.log()],
    },
    callbacks,
  );
