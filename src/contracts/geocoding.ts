import { z } from "zod";

/**
 * How close to the door a geocoder's answer is (issue 42): only "street" (a house, a building, a
 * street's point) is a delivery verdict; the others move the map and ask for the pin.
 */
export const GEOCODE_PRECISIONS = ["street", "postcode", "city", "region"] as const;
export type TGeocodePrecision = (typeof GEOCODE_PRECISIONS)[number];

/** Where a geocoder put an address. */
export interface TGeocodeResult {
  lat: number;
  lng: number;
  precision: TGeocodePrecision;
  /** The geocoder's own name for the place ("Grand Concourse, The Bronx, New York, ..."). */
  label: string;
}

export const GEOCODE_MESSAGES = {
  query: "q must be an address of 3 to 300 characters",
  address: "address must be an address of 3 to 300 characters",
  notConfigured: "No address search is set up here: place the pin on the map instead.",
  unavailable: "The address search is not answering right now: place the pin on the map instead.",
} as const;

/** GET /api/geocode?q= */
export const ZGeocodeQuery = z.object({
  q: z
    .string({ error: GEOCODE_MESSAGES.query })
    .trim()
    .min(3, GEOCODE_MESSAGES.query)
    .max(300, GEOCODE_MESSAGES.query),
});

/** GET /api/geocode's answer: null with a reason when there is no geocoder or it did not answer. */
export interface TGeocodeResponse {
  result: TGeocodeResult | null;
  reason?: string;
}

/** A precision the geocoder gives is a point at the door (a house, a building, a street). */
export const isStreetLevel = (precision: TGeocodePrecision | null | undefined) => precision === "street";

/** The zoom that shows what an answer of this precision covers (a map's `focus`). */
export const ZOOM_FOR_PRECISION: Record<TGeocodePrecision, number> = {
  street: 17,
  postcode: 15,
  city: 13,
  region: 9,
};

/** What the address alone cannot decide, in the shopper's words (the pin decides instead). */
export const ADDRESS_CHECK_MESSAGES = {
  /** The spec's words (section 8) when nothing was found. */
  notFound: "Could not locate address - please enter a more specific address (include city/state)",
  /** A city, a postcode or a region: the map moves there, and the shopper places the pin. */
  coarse: (place: string) => `We found ${place}, not your street: tap the map to put the pin on your door.`,
  /** An order whose address is not a street-level point sent as its location. */
  orderNeedsPin:
    "We could not find your street from the address: put the pin on your door on the map, then place your order.",
} as const;

/** The first part of a geocoder's label: "Brooklyn" of "Brooklyn, Kings County, New York, United States". */
export const placeName = (label: string) => label.split(",")[0]?.trim() || label;
