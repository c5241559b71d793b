import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TNotificationSettings, TNotificationSettingsRequest } from "#contracts/mail";
import { toast } from "#web/components/ui/use-toast";
import { apiRequest, errorMessage, fetchQuery } from "#web/lib/api-client";

/** GET/PUT /api/merchant/notifications: where new-order mail goes, and which (issue 29). */
export const notificationsQueryKey = ["/api/merchant/notifications"] as const;

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: async () => (await fetchQuery<TNotificationSettings>(notificationsQueryKey, "throw"))!,
  });

export const useNotificationSettings = () => useQuery(notificationsQueryOptions());

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: TNotificationSettingsRequest) =>
      (
        await apiRequest("PUT", "/api/merchant/notifications", change)
      ).json() as Promise<TNotificationSettings>,
    onSuccess: (settings) => {
      queryClient.setQueryData(notificationsQueryKey, settings);
      toast({ title: "Email notifications saved" });
    },
    onError: (error) =>
      toast({ title: "Save failed", description: errorMessage(error), variant: "destructive" }),
  });
}
