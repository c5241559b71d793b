import { queryOptions } from "@tanstack/react-query";
import { getJson } from "#web/lib/api-client";
import { mapKeys } from "./query-keys";

/** Where map tiles come from (MAP_TILE_URL); shared by every map. */
export const mapSettingsQueryOptions = () =>
  queryOptions({
    queryKey: mapKeys.settings(),
    queryFn: () => getJson<{ tileUrl: string }>("/api/map-settings"),
  });
