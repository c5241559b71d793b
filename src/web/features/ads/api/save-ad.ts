import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TAd, TCreateAdRequest, TUpdateAdRequest } from "#contracts/ads";
import { toast } from "#web/components/ui/use-toast";
import { apiRequest, errorMessage } from "#web/lib/api-client";
import { adsQueryKey } from "./get-ads";

export async function createAd(data: TCreateAdRequest): Promise<TAd> {
  return (await apiRequest("POST", "/api/ads", data)).json();
}

export async function updateAd({ id, data }: { id: string; data: TUpdateAdRequest }): Promise<TAd> {
  return (await apiRequest("PUT", `/api/ads/${encodeURIComponent(id)}`, data)).json();
}

export async function deleteAd(id: string): Promise<void> {
  await apiRequest("DELETE", `/api/ads/${encodeURIComponent(id)}`);
}

/** One mutation hook per operation, with the spec's toasts (section 8); each refreshes the list. */
function useAdMutation<I, O>(fn: (input: I) => Promise<O>, done: string, failed: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      toast({ title: done });
      await queryClient.invalidateQueries({ queryKey: adsQueryKey });
    },
    onError: (error) => toast({ title: failed, description: errorMessage(error), variant: "destructive" }),
  });
}

export const useCreateAd = () => useAdMutation(createAd, "Ad created", "Error creating ad");
export const useUpdateAd = () => useAdMutation(updateAd, "Ad updated", "Error updating ad");
export const useDeleteAd = () => useAdMutation(deleteAd, "Ad deleted", "Error deleting ad");
