import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TInviteCreated, TInviteRequest, TRole, TStaffList, TStaffMember } from "#contracts/staff";
import { authKeys } from "#web/features/auth/api/query-keys";
import { apiRequest, getJson } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { staffKeys } from "./query-keys";

/** GET /api/staff: the owner's Team card (issue 43). */
export const staffQueryOptions = () =>
  queryOptions({ queryKey: staffKeys.list(), queryFn: () => getJson<TStaffList>("/api/staff") });

export const useStaff = () => useQuery(staffQueryOptions());

const refreshTeam = { invalidates: [staffKeys.list()] };

export async function createInvite(input: TInviteRequest): Promise<TInviteCreated> {
  return (await apiRequest("POST", "/api/staff/invites", input)).json();
}

export const useCreateInvite = (callbacks?: MutationCallbacks<TInviteCreated, TInviteRequest>) =>
  useApiMutation({ mutationFn: createInvite, ...refreshTeam }, callbacks);

export async function withdrawInvite(inviteId: string): Promise<void> {
  await apiRequest("DELETE", `/api/staff/invites/${encodeURIComponent(inviteId)}`);
}

export const useWithdrawInvite = (callbacks?: MutationCallbacks<void, string>) =>
  useApiMutation({ mutationFn: withdrawInvite, ...refreshTeam }, callbacks);

export interface RoleChange {
  memberId: string;
  role: TRole;
}

export async function changeRole({ memberId, role }: RoleChange): Promise<TStaffMember> {
  return (await apiRequest("PUT", `/api/staff/${encodeURIComponent(memberId)}`, { role })).json();
}

/**
 * The list is fetched again either way: a refused change (the last owner) puts the select back. So
 * is the signed-in person: changing your own role signs you out of the store.
 */
export const useChangeRole = (callbacks?: MutationCallbacks<TStaffMember, RoleChange>) =>
  useApiMutation(
    { mutationFn: changeRole, invalidates: [staffKeys.list(), authKeys.user()], refetchAfter: "settled" },
    callbacks,
  );

export async function removeMember(memberId: string): Promise<void> {
  await apiRequest("DELETE", `/api/staff/${encodeURIComponent(memberId)}`);
}

/** Removing yourself (another owner stays) signs you out of the store: the person is fetched again. */
export const useRemoveMember = (callbacks?: MutationCallbacks<void, string>) =>
  useApiMutation({ mutationFn: removeMember, invalidates: [staffKeys.list(), authKeys.user()] }, callbacks);
