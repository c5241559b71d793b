import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TNotificationSettings, TNotificationSettingsRequest } from "#contracts/mail";
import { apiRequest, getJson } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { settingsKeys } from "./query-keys";

/** GET/PUT /api/merchant/notifications: where new-order mail goes, and which (issue 29). */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.notifications(),
    queryFn: () => getJson<TNotificationSettings>("/api/merchant/notifications"),
  });

export const useNotificationSettings = () => useQuery(notificationsQueryOptions());

export async function saveNotificationSettings(
  change: TNotificationSettingsRequest,
): Promise<TNotificationSettings> {
  return (await apiRequest("PUT", "/api/merchant/notifications", change)).json();
}

/** The answer replaces the settings shown. */
export const useSaveNotificationSettings = (
  callbacks?: MutationCallbacks<TNotificationSettings, TNotificationSettingsRequest>,
) =>
  useApiMutation(
    {
      mutationFn: saveNotificationSettings,
      updateCache: (queryClient, settings) =>
        queryClient.setQueryData(settingsKeys.notifications(), settings),
    },
    callbacks,
  );
