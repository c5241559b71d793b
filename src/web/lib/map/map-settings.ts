import { queryOptions } from "@tanstack/react-query";
import { fetchQuery } from "#web/lib/api-client";

export const mapSettingsQueryKey = ["/api/map-settings"] as const;

/** Where map tiles come from (MAP_TILE_URL); shared by every map. */
export const mapSettingsQueryOptions = () =>
  queryOptions({
    queryKey: mapSettingsQueryKey,
    queryFn: async () =>
      (await fetchQuery<{ tileUrl: string }>(mapSettingsQueryKey, "throw")) ?? { tileUrl: "" },
  });
