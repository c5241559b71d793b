import type { TLoginRequest } from "#contracts/auth";
import type { TUser } from "#contracts/staff";
import { apiRequest, resetCsrfToken } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { authKeys } from "./query-keys";

export async function login(credentials: TLoginRequest): Promise<TUser> {
  const res = await apiRequest("POST", "/api/login", credentials);
  // The server binds the anti-forgery token to the new session.
  resetCsrfToken();
  return res.json();
}

export const useLogin = (callbacks?: MutationCallbacks<TUser, TLoginRequest>) =>
  useApiMutation(
    {
      mutationFn: login,
      updateCache: (queryClient, user) => queryClient.setQueryData(authKeys.user(), user),
    },
    callbacks,
  );
