import { z } from "zod";
import { GEOCODE_PRECISIONS, type TGeocodeResult } from "#contracts/geocoding";
import { precisionOf } from "./precision";

/** One place of Nominatim's `/search?format=jsonv2` answer: the fields the app reads (strings as sent). */
const ZNominatimPlace = z.object({
  lat: z.string(),
  lon: z.string(),
  display_name: z.string().optional(),
  name: z.string().optional(),
  place_rank: z.number().optional(),
  addresstype: z.string().optional(),
  type: z.string().optional(),
  // jsonv2 says `category`; json says `class`: either may come from a compatible service.
  category: z.string().optional(),
  class: z.string().optional(),
});
const ZNominatimAnswer = z.array(z.unknown());

/** The search address for `q` on a Nominatim-compatible service at `baseUrl` (its path kept). */
export function searchUrl(baseUrl: string, q: string): string {
  const params = new URLSearchParams({ format: "jsonv2", q, limit: "1", addressdetails: "1" });
  return `${baseUrl.replace(/\/+$/, "")}/search?${params}`;
}

/**
 * The first place of a jsonv2 answer as the app's result, or null when there is none. Throws on a
 * body that is not Nominatim's shape (a failed search, not "no such address").
 */
export function toGeocodeResult(body: unknown): TGeocodeResult | null {
  const places = ZNominatimAnswer.parse(body);
  if (places.length === 0) return null;
  const place = ZNominatimPlace.parse(places[0]);
  const lat = Number(place.lat);
  const lng = Number(place.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    throw new Error("The geocoder answered a point off the map");
  }
  const precision = precisionOf(place);
  return {
    lat,
    lng,
    precision: GEOCODE_PRECISIONS.includes(precision) ? precision : "region",
    label: (place.display_name ?? place.name ?? "").slice(0, 300),
  };
}
