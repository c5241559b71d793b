import type { TSetPasswordRequest } from "#contracts/auth";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";

/** The server's answer: what to do next ("Your password is set. Sign in with it."). */
export interface TPasswordSet {
  message: string;
}

/** POST /api/password: a one-time link's new password (issue 47); 404 once the link expired or was used. */
export async function setPassword(data: TSetPasswordRequest): Promise<TPasswordSet> {
  return (await apiRequest("POST", "/api/password", data)).json();
}

/** Signs nobody in: the person signs in with the new password afterwards. */
export const useSetPassword = (callbacks?: MutationCallbacks<TPasswordSet, TSetPasswordRequest>) =>
  useApiMutation({ mutationFn: setPassword }, callbacks);
