import { isOperatorSignIn, type TOperator } from "#contracts/admin";
import type { TLoginRequest } from "#contracts/auth";
import type { TUser } from "#contracts/staff";
import { apiRequest, resetCsrfToken } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { rememberOperator } from "./get-operator";
import { authKeys } from "./query-keys";

/** Who signed in: a store's person, or an operator (issue 47), whom `isOperatorSignIn` tells apart. */
export type TSignedIn = TUser | TOperator;

export async function login(credentials: TLoginRequest): Promise<TSignedIn> {
  const res = await apiRequest("POST", "/api/login", credentials);
  // The server binds the anti-forgery token to the new session.
  resetCsrfToken();
  return res.json();
}

/**
 * An operator's answer is the console's, not a store's: the session has no store (GET /api/user
 * answers 401 for it), so the cached user is nobody and the operator is cached apart.
 */
export const useLogin = (callbacks?: MutationCallbacks<TSignedIn, TLoginRequest>) =>
  useApiMutation(
    {
      mutationFn: login,
      updateCache: (queryClient, answer) => {
        if (isOperatorSignIn(answer)) {
          rememberOperator(answer);
          queryClient.setQueryData(authKeys.operator(), answer);
          queryClient.setQueryData(authKeys.user(), null);
        } else {
          queryClient.setQueryData(authKeys.user(), answer);
        }
      },
    },
    callbacks,
  );
