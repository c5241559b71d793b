import type { TGeocodePrecision } from "#contracts/geocoding";

/** Nominatim's `addresstype` (and `type`) values that name one door or one street. */
const STREET_KINDS = new Set([
  "house",
  "building",
  "house_number",
  "road",
  "street",
  "residential",
  "address",
  "amenity",
  "shop",
  "office",
]);
const CITY_KINDS = new Set([
  "city",
  "town",
  "village",
  "hamlet",
  "suburb",
  "borough",
  "quarter",
  "neighbourhood",
  "city_district",
  "municipality",
  "locality",
]);

/**
 * How precise a Nominatim jsonv2 answer is. `place_rank` first (Nominatim's own scale: 26-27 a
 * street, 28-30 a house, a building or a point of interest; 21-25 a postcode or neighbourhood; 13-20
 * a town or city; below that a county, state or country); without one, the `addresstype` or `type`
 * word. A postcode is a postcode whatever its rank.
 */
export function precisionOf(place: {
  place_rank?: number;
  addresstype?: string;
  type?: string;
}): TGeocodePrecision {
  const kind = place.addresstype ?? place.type ?? "";
  if (kind === "postcode" || place.type === "postcode") return "postcode";
  const rank = place.place_rank;
  if (typeof rank === "number" && Number.isFinite(rank)) {
    if (rank >= 26) return "street";
    if (rank >= 13) return "city";
    return "region";
  }
  if (STREET_KINDS.has(kind)) return "street";
  if (CITY_KINDS.has(kind)) return "city";
  return "region";
}
