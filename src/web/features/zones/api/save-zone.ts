import type { TCreateZoneRequest, TUpdateZoneRequest, TZone } from "#contracts/zones";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { zonesKeys } from "./query-keys";

export async function createZone(data: TCreateZoneRequest): Promise<TZone> {
  return (await apiRequest("POST", "/api/delivery-zones", data)).json();
}

type ZoneUpdate = { id: string; data: TUpdateZoneRequest };

export async function updateZone({ id, data }: ZoneUpdate): Promise<TZone> {
  return (await apiRequest("PUT", `/api/delivery-zones/${encodeURIComponent(id)}`, data)).json();
}

export async function deleteZone(id: string): Promise<void> {
  await apiRequest("DELETE", `/api/delivery-zones/${encodeURIComponent(id)}`);
}

// Each refreshes the list. Switching a zone on or off, renaming it and redrawing it are all updates.
export const useCreateZone = (callbacks?: MutationCallbacks<TZone, TCreateZoneRequest>) =>
  useApiMutation({ mutationFn: createZone, invalidates: [zonesKeys.all] }, callbacks);
export const useUpdateZone = (callbacks?: MutationCallbacks<TZone, ZoneUpdate>) =>
  useApiMutation({ mutationFn: updateZone, invalidates: [zonesKeys.all] }, callbacks);
export const useDeleteZone = (callbacks?: MutationCallbacks<void, string>) =>
  useApiMutation({ mutationFn: deleteZone, invalidates: [zonesKeys.all] }, callbacks);
