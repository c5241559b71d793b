import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCreateZoneRequest, TUpdateZoneRequest, TZone } from "#contracts/zones";
import { toast } from "#web/components/ui/use-toast";
import { apiRequest, errorMessage } from "#web/lib/api-client";
import { zonesQueryKey } from "./get-zones";

export async function createZone(data: TCreateZoneRequest): Promise<TZone> {
  return (await apiRequest("POST", "/api/delivery-zones", data)).json();
}

export async function updateZone({ id, data }: { id: string; data: TUpdateZoneRequest }): Promise<TZone> {
  return (await apiRequest("PUT", `/api/delivery-zones/${encodeURIComponent(id)}`, data)).json();
}

export async function deleteZone(id: string): Promise<void> {
  await apiRequest("DELETE", `/api/delivery-zones/${encodeURIComponent(id)}`);
}

/** A zone mutation with the spec's toasts (section 8); each refreshes the list. */
function useZoneMutation<I, O>(fn: (input: I) => Promise<O>, done: string, failed: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      toast({ title: done });
      await queryClient.invalidateQueries({ queryKey: zonesQueryKey });
    },
    onError: (error) => toast({ title: failed, description: errorMessage(error), variant: "destructive" }),
  });
}

export const useCreateZone = () =>
  useZoneMutation(
    createZone,
    "Delivery zone created successfully with delivery area",
    "Failed to create delivery zone",
  );
export const useUpdateZone = () =>
  useZoneMutation(updateZone, "Delivery zone updated successfully", "Failed to update delivery zone");
export const useToggleZone = () =>
  useZoneMutation(updateZone, "Zone status updated successfully", "Failed to update zone status");
export const useDeleteZone = () =>
  useZoneMutation(deleteZone, "Delivery zone deleted successfully", "Failed to delete delivery zone");
