import type { TOperator, TViewAs } from "#contracts/admin";
import { authKeys } from "#web/features/auth/api/query-keys";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { adminMerchantUrl } from "./get-merchant";
import { adminKeys } from "./query-keys";

export interface ViewAsInput {
  id: string;
  /** Why (recorded in the operators' record). */
  reason: string;
}

/** POST /api/admin/merchants/{id}/view-as: the session works in that store, read-only, for 30 minutes. */
export async function startViewAs({ id, reason }: ViewAsInput): Promise<TViewAs> {
  return (await apiRequest("POST", `${adminMerchantUrl(id)}/view-as`, { reason })).json();
}

/**
 * The session is in the store now: the signed-in user is asked afresh (it was nobody, GET /api/user
 * answered 401), with nothing of another store's data left in the cache; the operator's `viewAs` is
 * the answer.
 */
export const useStartViewAs = (callbacks?: MutationCallbacks<TViewAs, ViewAsInput>) =>
  useApiMutation(
    {
      mutationFn: startViewAs,
      updateCache: (queryClient, viewAs) => {
        queryClient.removeQueries({
          predicate: (query) =>
            query.queryKey[0] !== authKeys.all[0] && query.queryKey[0] !== adminKeys.all[0],
        });
        queryClient.removeQueries({ queryKey: authKeys.user() });
        queryClient.setQueryData<TOperator | null>(
          authKeys.operator(),
          (operator) => operator && { ...operator, viewAs },
        );
      },
      invalidates: [adminKeys.log()],
    },
    callbacks,
  );
