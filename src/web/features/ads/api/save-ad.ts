import type { TAd, TCreateAdRequest, TUpdateAdRequest } from "#contracts/ads";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { adsKeys } from "./query-keys";

export async function createAd(data: TCreateAdRequest): Promise<TAd> {
  return (await apiRequest("POST", "/api/ads", data)).json();
}

type AdUpdate = { id: string; data: TUpdateAdRequest };

export async function updateAd({ id, data }: AdUpdate): Promise<TAd> {
  return (await apiRequest("PUT", `/api/ads/${encodeURIComponent(id)}`, data)).json();
}

export async function deleteAd(id: string): Promise<void> {
  await apiRequest("DELETE", `/api/ads/${encodeURIComponent(id)}`);
}

// Each refreshes the list.
export const useCreateAd = (callbacks?: MutationCallbacks<TAd, TCreateAdRequest>) =>
  useApiMutation({ mutationFn: createAd, invalidates: [adsKeys.all] }, callbacks);
export const useUpdateAd = (callbacks?: MutationCallbacks<TAd, AdUpdate>) =>
  useApiMutation({ mutationFn: updateAd, invalidates: [adsKeys.all] }, callbacks);
export const useDeleteAd = (callbacks?: MutationCallbacks<void, string>) =>
  useApiMutation({ mutationFn: deleteAd, invalidates: [adsKeys.all] }, callbacks);
