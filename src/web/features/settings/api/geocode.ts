import { queryOptions } from "@tanstack/react-query";
import { getJson } from "#web/lib/api-client";
import { settingsKeys } from "./query-keys";

/** What the server's geocoder found for an address (GET /api/geocode, the delivery check's too). */
export interface GeocodeAnswer {
  result: { lat: number; lng: number; precision: string; label: string } | null;
  /** Why there is no result, when the server says (no geocoder configured, say). */
  reason?: string;
}

/** An address's point, for the store's location in Settings: asked on the merchant's "Find". */
export const geocodeQueryOptions = (q: string) =>
  queryOptions({
    queryKey: settingsKeys.geocode(q),
    queryFn: () => getJson<GeocodeAnswer>(`/api/geocode?q=${encodeURIComponent(q)}`),
    staleTime: 5 * 60_000,
  });
