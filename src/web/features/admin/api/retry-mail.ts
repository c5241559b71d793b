import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { adminKeys } from "./query-keys";

/** POST /api/admin/mail/{id}/retry: the mail goes back into the outbox (404 when it is not failed any more). */
export async function retryMail(id: string): Promise<{ message: string }> {
  return (await apiRequest("POST", `/api/admin/mail/${encodeURIComponent(id)}/retry`)).json();
}

/** The list and the figures' count are fetched again either way: a 404 means it left the list already. */
export const useRetryMail = (callbacks?: MutationCallbacks<{ message: string }, string>) =>
  useApiMutation(
    {
      mutationFn: retryMail,
      invalidates: [adminKeys.failedMail(), adminKeys.stats(), adminKeys.log()],
      refetchAfter: "settled",
    },
    callbacks,
  );
