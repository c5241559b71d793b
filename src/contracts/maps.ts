import { z } from "zod";
import type { TZonePolygon } from "./zones";

/** Words the maps say (issue 42, item 2): where they start, and when their images cannot load. */
export const MAP_MESSAGES = {
  location:
    "location must be {lat, lng} in numbers: latitude -90 to 90, longitude -180 to 180 (or null to clear it)",
  /** Under a pin map whose tiles did not load: the map still takes a tap. */
  tilesFailedPin: "Map images could not load — you can still tap to place your pin",
  /** The same when the server shows maps without images (MAP_TILE_URL=off). */
  tilesOffPin: "Map images are not available here — you can still tap to place your pin",
  tilesFailedDraw: "Map images could not load — you can still draw and edit your delivery areas",
  tilesOffDraw: "Map images are not available here — you can still draw and edit your delivery areas",
  addressNotFound: "Could not find that address",
} as const;

/** A point on the map in degrees. */
export interface TLatLng {
  lat: number;
  lng: number;
}

/** The spec's default centre (lower Manhattan) and zoom; MAP_DEFAULT_CENTER moves the centre. */
export const SPEC_MAP_CENTER: TLatLng = { lat: 40.71, lng: -74.01 };
export const MAP_ZOOM = 12;
/** A single point (a store's location, a shopper's pin) is shown this close. */
export const LOCATION_ZOOM = 13;

/** Six decimals (about 10 cm): what the database keeps. */
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
const degrees = (min: number, max: number) =>
  z.number({ error: MAP_MESSAGES.location }).min(min, MAP_MESSAGES.location).max(max, MAP_MESSAGES.location);

/** A store's own location (Settings): `{lat, lng}`, or null for none. */
export const ZStoreLocation = z
  .object({ lat: degrees(-90, 90), lng: degrees(-180, 180) }, { error: MAP_MESSAGES.location })
  .transform(({ lat, lng }) => ({ lat: round6(lat), lng: round6(lng) }));
export type TStoreLocation = TLatLng;

/** GET /api/map-settings: where tiles come from ("" for none) and where a map with nothing to show opens. */
export interface TMapSettings {
  tileUrl: string;
  defaultCenter: TLatLng;
}

/** One of a store's active delivery areas, as shoppers see it (shaded on their map). */
export interface TDeliveryArea {
  name: string;
  polygon: TZonePolygon;
}

/**
 * GET /api/microsite/{slug}/delivery-areas: the store's active areas (oldest first) and its own
 * location, for the shopper's map to open on and shade.
 */
export interface TDeliveryAreasResponse {
  areas: TDeliveryArea[];
  location: TStoreLocation | null;
}
