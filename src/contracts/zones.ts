import { z } from "zod";
import { perCurrency, ZAmount, ZOptionalAmount } from "./amount";
import type { TZonePricing } from "./delivery-pricing";
import { LOCATION_SOURCES } from "./fulfilment";
import { GEOCODE_MESSAGES, type TGeocodePrecision, type TGeocodeResult } from "./geocoding";
import { fromMinor } from "./money";
import { TEXT_MESSAGES, withoutControlCharacters } from "./text";

/** The spec's zone messages (sections 5 and 8) and the server's own refusals. */
export const ZONE_MESSAGES = {
  name: "Zone name is required",
  nameMax: "Zone name must be under 50 characters",
  notFound: "Delivery zone not found",
  geometryType: "The delivery area must be a GeoJSON Polygon or MultiPolygon",
  coordinate: "Each point must be [longitude, latitude] (and optionally altitude) in numbers",
  range: "A point is off the map: longitude must be -180 to 180 and latitude -90 to 90",
  ringSize: "Each boundary needs at least 4 points",
  ringClosed: "Each boundary must end where it starts",
  rings: "A polygon has 1 to 10 boundaries",
  polygons: "A multi-polygon has 1 to 5 polygons",
  selfIntersection:
    "The delivery area's edges cross each other. Please draw it again without crossing lines.",
  point: "lat and lng must be numbers: latitude -90 to 90, longitude -180 to 180",
  notDelivering: "We're not delivering to this area yet. Coming soon!",
  locationNeeded: "Please check that we deliver to your location before ordering.",
  nothingToUpdate:
    "Nothing to change: send the zone's name, active, polygon, deliveryFee, minimumOrder, freeDeliveryOver or etaMinutes",
  etaMinutes: "etaMinutes must be a whole number of minutes from 1 to 1440, or null",
  radiusKm: "radiusKm must be a distance from 0.1 to 100 km",
  areaOrDistance: "Send either polygon, or center and radiusKm, not both",
  distanceParts: "A delivery distance needs both center {lat, lng} and radiusKm",
  distanceAcrossDateLine:
    "A delivery distance cannot cross the 180th meridian here: please draw the area instead",
} as const;

/** A delivery distance's bounds (issue 48): a street's width to a city's. */
export const RADIUS_KM = { min: 0.1, max: 100 } as const;

export const MAX_RINGS = 10;
export const MAX_POLYGONS = 5;
export const MIN_RING_POINTS = 4;

export type Position = [number, number] | [number, number, number];
export type TZonePolygon =
  | { type: "Polygon"; coordinates: Position[][] }
  | { type: "MultiPolygon"; coordinates: Position[][][] };

/** Why a ring is not a valid boundary, or null. */
function ringProblem(ring: unknown): string | null {
  if (!Array.isArray(ring)) return ZONE_MESSAGES.coordinate;
  for (const point of ring) {
    if (!Array.isArray(point) || (point.length !== 2 && point.length !== 3)) return ZONE_MESSAGES.coordinate;
    if (!point.every((n) => typeof n === "number" && Number.isFinite(n))) return ZONE_MESSAGES.coordinate;
    const [lng, lat] = point as number[];
    if (lng! < -180 || lng! > 180 || lat! < -90 || lat! > 90) return ZONE_MESSAGES.range;
  }
  if (ring.length < MIN_RING_POINTS) return ZONE_MESSAGES.ringSize;
  const first = ring[0] as number[];
  const last = ring[ring.length - 1] as number[];
  if (first[0] !== last[0] || first[1] !== last[1]) return ZONE_MESSAGES.ringClosed;
  return null;
}

function polygonProblem(rings: unknown): string | null {
  if (!Array.isArray(rings) || rings.length < 1 || rings.length > MAX_RINGS) return ZONE_MESSAGES.rings;
  for (const ring of rings) {
    const problem = ringProblem(ring);
    if (problem) return problem;
  }
  return null;
}

/**
 * Why a value is not a delivery area the spec allows (section 5), or null: a GeoJSON Polygon of
 * 1-10 closed rings of at least 4 [lng, lat(, alt)] points, or a MultiPolygon of 1-5 of them.
 * (Whether the edges cross is checked on the server, with a geometry library.)
 */
export function zoneGeometryProblem(value: unknown): string | null {
  if (typeof value !== "object" || value === null) return ZONE_MESSAGES.geometryType;
  const { type, coordinates } = value as { type?: unknown; coordinates?: unknown };
  if (type === "Polygon") return polygonProblem(coordinates);
  if (type === "MultiPolygon") {
    if (!Array.isArray(coordinates) || coordinates.length < 1 || coordinates.length > MAX_POLYGONS) {
      return ZONE_MESSAGES.polygons;
    }
    for (const polygon of coordinates) {
      const problem = polygonProblem(polygon);
      if (problem) return problem;
    }
    return null;
  }
  return ZONE_MESSAGES.geometryType;
}

const ZZonePolygon = z.unknown().superRefine((value, ctx) => {
  const problem = zoneGeometryProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
}) as unknown as z.ZodType<TZonePolygon>;

const zoneName = z
  .string({ error: ZONE_MESSAGES.name })
  .trim()
  .min(1, ZONE_MESSAGES.name)
  .max(50, ZONE_MESSAGES.nameMax)
  .refine(withoutControlCharacters(), TEXT_MESSAGES.controlCharacters);

/** A zone's prices (issue 27): left out on create, a free zone without a minimum. */
const pricingFields = (currency: string) => ({
  deliveryFee: ZAmount("deliveryFee", currency),
  minimumOrder: ZAmount("minimumOrder", currency),
  freeDeliveryOver: ZOptionalAmount("freeDeliveryOver", currency),
  etaMinutes: z
    .number({ error: ZONE_MESSAGES.etaMinutes })
    .int(ZONE_MESSAGES.etaMinutes)
    .min(1, ZONE_MESSAGES.etaMinutes)
    .max(1440, ZONE_MESSAGES.etaMinutes)
    .nullable(),
});

// The bounding box is computed by the server from the polygon; values sent by a client are ignored.
const ignoredBbox = {
  bboxMinLng: z.unknown().optional(),
  bboxMinLat: z.unknown().optional(),
  bboxMaxLng: z.unknown().optional(),
  bboxMaxLat: z.unknown().optional(),
};

/** A point given as numbers (a zone's center): latitude -90 to 90, longitude -180 to 180. */
const ZPoint = z.object(
  {
    lat: z.number({ error: ZONE_MESSAGES.point }).min(-90, ZONE_MESSAGES.point).max(90, ZONE_MESSAGES.point),
    lng: z
      .number({ error: ZONE_MESSAGES.point })
      .min(-180, ZONE_MESSAGES.point)
      .max(180, ZONE_MESSAGES.point),
  },
  { error: ZONE_MESSAGES.point },
);

/**
 * POST /api/delivery-zones, in the store's currency. The area is a `polygon`, or (issue 48) a
 * distance around a point, `center` and `radiusKm`, which the server turns into a polygon the zone
 * editor then reshapes like any other.
 */
export const ZCreateZoneRequest = perCurrency((currency) => {
  const pricing = pricingFields(currency);
  return z
    .object({
      name: zoneName,
      active: z.boolean({ error: "active must be true or false" }).default(true),
      polygon: ZZonePolygon.nullish().transform((v) => v ?? null),
      center: ZPoint.nullish().transform((v) => v ?? null),
      radiusKm: z
        .number({ error: ZONE_MESSAGES.radiusKm })
        .min(RADIUS_KM.min, ZONE_MESSAGES.radiusKm)
        .max(RADIUS_KM.max, ZONE_MESSAGES.radiusKm)
        .nullish()
        .transform((v) => v ?? null),
      deliveryFee: pricing.deliveryFee.default(fromMinor(0, currency)),
      minimumOrder: pricing.minimumOrder.default(fromMinor(0, currency)),
      freeDeliveryOver: pricing.freeDeliveryOver.optional().transform((v) => v ?? null),
      etaMinutes: pricing.etaMinutes.optional().transform((v) => v ?? null),
      ...ignoredBbox,
    })
    .superRefine((zone, ctx) => {
      if (zone.polygon !== null && (zone.center !== null || zone.radiusKm !== null))
        ctx.addIssue({ code: "custom", message: ZONE_MESSAGES.areaOrDistance, path: ["center"] });
      else if ((zone.center === null) !== (zone.radiusKm === null))
        ctx.addIssue({ code: "custom", message: ZONE_MESSAGES.distanceParts, path: ["radiusKm"] });
    })
    .transform(({ bboxMinLng, bboxMinLat, bboxMaxLng, bboxMaxLat, ...zone }) => zone);
});
export type TCreateZoneRequest = z.input<ReturnType<typeof ZCreateZoneRequest>>;
export type TCreateZoneInput = z.output<ReturnType<typeof ZCreateZoneRequest>>;

/** PUT /api/delivery-zones/{id}: {name, active}, {active}, or {polygon and the bbox} (spec section 7). */
export const ZUpdateZoneRequest = perCurrency((currency) => {
  const pricing = pricingFields(currency);
  return (
    z
      .object({
        name: zoneName.optional(),
        active: z.boolean({ error: "active must be true or false" }).optional(),
        polygon: ZZonePolygon.nullable().optional(),
        deliveryFee: pricing.deliveryFee.optional(),
        minimumOrder: pricing.minimumOrder.optional(),
        freeDeliveryOver: pricing.freeDeliveryOver.optional(),
        etaMinutes: pricing.etaMinutes.optional(),
        ...ignoredBbox,
      })
      .transform(({ bboxMinLng, bboxMinLat, bboxMaxLng, bboxMaxLat, ...patch }) => patch)
      // A body that names none of them (`{}`, or only fields a zone does not have) asks for nothing.
      .refine((patch) => Object.values(patch).some((v) => v !== undefined), ZONE_MESSAGES.nothingToUpdate)
  );
});
export type TUpdateZoneRequest = z.input<ReturnType<typeof ZUpdateZoneRequest>>;
export type TUpdateZoneInput = z.output<ReturnType<typeof ZUpdateZoneRequest>>;

export interface TZone extends TZonePricing {
  /** The store's currency (ISO 4217): the fee and amounts are in it. */
  currency: string;
  id: string;
  merchantId: string;
  name: string;
  active: boolean;
  polygon: TZonePolygon | null;
  /** Decimal strings with 6 places, computed from the polygon; null without one. */
  bboxMinLng: string | null;
  bboxMinLat: string | null;
  bboxMaxLng: string | null;
  bboxMaxLat: string | null;
  createdAt: string;
}

/** A query-string number within a range: "40.7" yes; "", "abc", "1e999" or out of range no. */
const coordinate = (min: number, max: number) =>
  z
    .string({ error: ZONE_MESSAGES.point })
    .trim()
    .regex(/^[+-]?\d+(\.\d+)?$/, ZONE_MESSAGES.point)
    .transform(Number)
    .refine((n) => n >= min && n <= max, ZONE_MESSAGES.point);

/**
 * GET /api/microsite/{slug}/delivery/check?lat=&lng=(&subtotal=): with the cart's subtotal, the
 * answer prices that order (the zone whose minimum it meets with the lowest fee, decision 0027).
 */
export const ZDeliveryCheckQuery = perCurrency((currency) =>
  z.object({
    lat: coordinate(-90, 90),
    lng: coordinate(-180, 180),
    subtotal: ZAmount("subtotal", currency).optional(),
  }),
);

/** A customer's location sent with an order to a store that delivers to drawn areas. */
export const ZOrderLocation = ZPoint.extend({
  /** Where the point came from: the pin, the device, or the address's resolved point. */
  source: z.enum(LOCATION_SOURCES, { error: "location.source must be pin, device or address" }).optional(),
});
export type TOrderLocation = z.infer<typeof ZOrderLocation> & {
  /**
   * An address's point: how precise the server's own geocoder said it was. Set by the server after
   * it geocoded the order's address (decision 0052); a request's value is never read (zod drops it).
   */
  precision?: TGeocodePrecision | null;
};

/** The delivery check's answer (spec section 3). */
export interface TDeliveryCheck {
  allowed: boolean;
  /** The matching zone's name, when allowed. */
  zone: string | null;
  reason: string | null;
  /**
   * What delivering there costs (issue 27), when allowed: the zone's fee (or the store-wide fee of a
   * store without zones), in the currency's decimals; `fee` is for the subtotal sent, when one was.
   */
  fee: string | null;
  minimumOrder: string | null;
  freeDeliveryOver: string | null;
  /** Estimated delivery time; null: the spec's 30-45 minutes. */
  etaMinutes: number | null;
}

/** GET /api/microsite/{slug}/delivery/check-address?address=(&subtotal=): the server geocodes it. */
export const ZAddressCheckQuery = perCurrency((currency) =>
  z.object({
    address: z
      .string({ error: GEOCODE_MESSAGES.address })
      .trim()
      .min(3, GEOCODE_MESSAGES.address)
      .max(300, GEOCODE_MESSAGES.address),
    subtotal: ZAmount("subtotal", currency).optional(),
  }),
);

/**
 * The address check's answer (issue 42, decision 0052). Only a street-level point gives a verdict:
 * `inside` (with the delivery check's answer) or `outside`. Anything else is `pin`: `found` (a city,
 * a postcode, a region; null when nothing was found or there is no geocoder) is where the map moves,
 * and `reason` says why the shopper must place the pin on their door.
 */
export type TAddressCheck =
  | { verdict: "inside" | "outside"; found: TGeocodeResult; check: TDeliveryCheck; reason: null }
  | { verdict: "pin"; found: TGeocodeResult | null; check: null; reason: string };
