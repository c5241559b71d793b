import {
  ADDRESS_CHECK_MESSAGES,
  isStreetLevel,
  placeName,
  type TGeocodeResponse,
} from "#contracts/geocoding";
import {
  type TAddressCheck,
  type TDeliveryCheck,
  type TOrderLocation,
  ZONE_MESSAGES,
} from "#contracts/zones";
import type { AppConfig } from "#server/config";
import type { AppDeps } from "#server/deps";
import { AppError } from "#server/errors";
import { createGeocoder, type Geocoder } from "./geocoder";

export type { Geocoder } from "./geocoder";

/** One geocoder (and so one cache) per app: the routes of every module that asks share it. */
const geocoders = new WeakMap<AppConfig, Geocoder>();

/**
 * The app's geocoder, from GEOCODER_URL (none: every search answers that there is none). A search
 * that fails is logged as a warning: the shopper is told to place the pin meanwhile.
 */
export function geocoderFor({ config, log }: Pick<AppDeps, "config" | "log">): Geocoder {
  let geocoder = geocoders.get(config);
  if (!geocoder) {
    geocoder = createGeocoder(config.geocoderUrl, {
      warn: (message, err) => log.warn({ err }, message),
    });
    geocoders.set(config, geocoder);
  }
  return geocoder;
}

/** GET /api/geocode: where the geocoder puts `q`, or null (with why, when it could not look). */
export const geocode = (geocoder: Geocoder, q: string): Promise<TGeocodeResponse> => geocoder.search(q);

/**
 * The storefront's address check: the server geocodes the address and judges only a street-level
 * point (`check` is the store's delivery check for a point). A city, a postcode, a region, nothing
 * found, or no geocoder: no verdict, the shopper places the pin.
 */
export async function checkAddressDelivery(
  geocoder: Geocoder,
  address: string,
  check: (point: { lat: number; lng: number }) => Promise<TDeliveryCheck>,
): Promise<TAddressCheck> {
  const { result, reason } = await geocoder.search(address);
  if (!result)
    return { verdict: "pin", found: null, check: null, reason: reason ?? ADDRESS_CHECK_MESSAGES.notFound };
  if (!isStreetLevel(result.precision)) {
    return {
      verdict: "pin",
      found: result,
      check: null,
      reason: ADDRESS_CHECK_MESSAGES.coarse(placeName(result.label)),
    };
  }
  const answer = await check({ lat: result.lat, lng: result.lng });
  return { verdict: answer.allowed ? "inside" : "outside", found: result, check: answer, reason: null };
}

/**
 * An order's location as the server decides it. A pin or the device's position is the shopper's own
 * (kept as sent). A point "from the address" is never the client's: the server geocodes the order's
 * address itself and keeps its point only when it is street-level (decision 0052). Otherwise the order
 * has no point (`dropped`): a store without zones takes it as it takes any address, and a store with
 * zones refuses it with `orderNeedsPin` (placeWithResolvedLocation).
 */
export async function resolveOrderLocation(
  geocoder: Geocoder,
  location: TOrderLocation | undefined,
  address: string | undefined,
): Promise<{ location: TOrderLocation | undefined; dropped: boolean }> {
  if (location?.source !== "address") return { location, dropped: false };
  const { result } = address ? await geocoder.search(address) : { result: null };
  if (!result || !isStreetLevel(result.precision)) return { location: undefined, dropped: true };
  return {
    location: { lat: result.lat, lng: result.lng, source: "address", precision: result.precision },
    dropped: false,
  };
}

/**
 * Places an order (`place`) with its location resolved by the server. When an address's point was
 * dropped and the store needed a point, the shopper is told to place the pin, not that a location
 * is missing.
 */
export async function placeWithResolvedLocation<
  T extends { location?: TOrderLocation; customer: { address?: string | null } },
  R,
>(geocoder: Geocoder, data: T, place: (data: T) => Promise<R>): Promise<R> {
  const { location, dropped } = await resolveOrderLocation(
    geocoder,
    data.location,
    data.customer.address ?? undefined,
  );
  try {
    return await place({ ...data, location });
  } catch (err) {
    if (dropped && err instanceof AppError && err.message === ZONE_MESSAGES.locationNeeded) {
      throw new AppError("VALIDATION", ADDRESS_CHECK_MESSAGES.orderNeedsPin);
    }
    throw err;
  }
}
