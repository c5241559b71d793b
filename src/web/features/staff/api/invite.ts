import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TInvitePreview, TUser } from "#contracts/staff";
import { authKeys } from "#web/features/auth/api/query-keys";
import { apiRequest, getJson, resetCsrfToken } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { staffKeys } from "./query-keys";

const inviteUrl = (token: string) => `/api/invites/${encodeURIComponent(token)}`;

/** GET /api/invites/{token}: the store and role, or 404 (expired, withdrawn) / 409 (used). */
export const invitePreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: staffKeys.invite(token),
    queryFn: () => getJson<TInvitePreview>(inviteUrl(token)),
    // A 404 or 409 is the answer, not a hiccup.
    retry: false,
  });

export const useInvitePreview = (token: string) => useQuery(invitePreviewQueryOptions(token));

export interface AcceptInput {
  token: string;
  name?: string;
  password?: string;
}

export async function acceptInvite({ token, ...body }: AcceptInput): Promise<TUser> {
  const res = await apiRequest("POST", `${inviteUrl(token)}/accept`, body);
  // Accepting signs in: the server binds the anti-forgery token to the new session.
  resetCsrfToken();
  return res.json();
}

/** The answer is the signed-in person in the store they joined. */
export const useAcceptInvite = (callbacks?: MutationCallbacks<TUser, AcceptInput>) =>
  useApiMutation(
    {
      mutationFn: acceptInvite,
      updateCache: (queryClient, user) => queryClient.setQueryData(authKeys.user(), user),
    },
    callbacks,
  );
