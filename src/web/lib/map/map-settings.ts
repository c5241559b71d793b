import { queryOptions } from "@tanstack/react-query";
import type { TMapSettings } from "#contracts/maps";
import { getJson } from "#web/lib/api-client";
import { mapKeys } from "./query-keys";

/** Where map tiles come from (MAP_TILE_URL) and where a map with nothing to show opens (MAP_DEFAULT_CENTER). */
export const mapSettingsQueryOptions = () =>
  queryOptions({
    queryKey: mapKeys.settings(),
    queryFn: () => getJson<TMapSettings>("/api/map-settings"),
  });
