import { isUuid } from "#contracts/ids";
import {
  type TCreateZoneInput,
  type TDeliveryCheck,
  type TUpdateZoneInput,
  type TZone,
  type TZonePolygon,
  ZONE_MESSAGES,
} from "#contracts/zones";
import type { Db } from "#server/db/client";
import { AppError } from "#server/errors";
import { bboxOf, containsPoint, selfIntersects } from "./geometry";
import { toZoneResponse } from "./mappers";
import * as q from "./queries";

const notFound = () => new AppError("NOT_FOUND", ZONE_MESSAGES.notFound);
const NO_BBOX = { bboxMinLng: null, bboxMinLat: null, bboxMaxLng: null, bboxMaxLat: null };

/** The area and the bounding box the server computes from it (client bbox values are never used). */
function withArea(polygon: TZonePolygon | null) {
  if (polygon === null) return { polygon: null, ...NO_BBOX };
  if (selfIntersects(polygon)) throw new AppError("VALIDATION", ZONE_MESSAGES.selfIntersection);
  return { polygon, ...bboxOf(polygon) };
}

export async function listZones(db: Db, merchantId: string): Promise<TZone[]> {
  return (await q.listZones(db, merchantId)).map(toZoneResponse);
}

export async function createZone(db: Db, merchantId: string, input: TCreateZoneInput): Promise<TZone> {
  return toZoneResponse(
    await q.insertZone(db, {
      merchantId,
      name: input.name,
      active: input.active,
      ...withArea(input.polygon),
    }),
  );
}

export async function updateZone(
  db: Db,
  merchantId: string,
  id: string,
  patch: TUpdateZoneInput,
): Promise<TZone> {
  if (!isUuid(id) || !(await q.findZone(db, merchantId, id))) throw notFound();
  const row = await q.updateZone(db, merchantId, id, {
    ...(patch.name !== undefined ? { name: patch.name } : {}),
    ...(patch.active !== undefined ? { active: patch.active } : {}),
    ...(patch.polygon !== undefined ? withArea(patch.polygon) : {}),
  });
  if (!row) throw notFound();
  return toZoneResponse(row);
}

export async function deleteZone(db: Db, merchantId: string, id: string): Promise<void> {
  if (!isUuid(id) || !(await q.deleteZone(db, merchantId, id))) throw notFound();
}

/**
 * The first active zone whose area holds the point: a bounding-box pre-filter in SQL, then the
 * exact test (holes, MultiPolygons, the edge counting as inside).
 */
export async function zoneAt(
  db: Db,
  merchantId: string,
  point: { lat: number; lng: number },
): Promise<{ id: string; name: string } | null> {
  for (const zone of await q.zonesAround(db, merchantId, point)) {
    if (zone.polygon && containsPoint(zone.polygon as TZonePolygon, point))
      return { id: zone.id, name: zone.name };
  }
  return null;
}

/** An active zone's area, ready for checks in memory (the storefront keeps these per store). */
export interface ZoneShape {
  id: string;
  name: string;
  polygon: TZonePolygon;
  /** [minLng, minLat, maxLng, maxLat] */
  bbox: [number, number, number, number];
}

/** The store's active zones with an area, oldest first (the order `zoneAt` checks them in). */
export async function activeZoneShapes(db: Db, merchantId: string): Promise<ZoneShape[]> {
  return (await q.listZones(db, merchantId)).flatMap((z) =>
    z.active && z.polygon
      ? [
          {
            id: z.id,
            name: z.name,
            polygon: z.polygon as TZonePolygon,
            bbox: [Number(z.bboxMinLng), Number(z.bboxMinLat), Number(z.bboxMaxLng), Number(z.bboxMaxLat)],
          },
        ]
      : [],
  );
}

/** The first of `zones` whose area holds the point, as `zoneAt` decides it, without a query. */
export function zoneContaining(
  zones: readonly ZoneShape[],
  point: { lat: number; lng: number },
): { id: string; name: string } | null {
  for (const { id, name, polygon, bbox } of zones) {
    const [minLng, minLat, maxLng, maxLat] = bbox;
    if (point.lng < minLng || point.lng > maxLng || point.lat < minLat || point.lat > maxLat) continue;
    if (containsPoint(polygon, point)) return { id, name };
  }
  return null;
}

/** Whether the store delivers to drawn areas only: at least one active zone with an area. */
export const hasDeliveryArea = (db: Db, merchantId: string) => q.hasActiveZoneWithArea(db, merchantId);

/** The delivery check's answer (spec section 3): the matching zone, or why not. */
export const deliveryAnswer = (zone: { name: string } | null): TDeliveryCheck =>
  zone
    ? { allowed: true, zone: zone.name, reason: null }
    : { allowed: false, zone: null, reason: ZONE_MESSAGES.notDelivering };

/**
 * For an order: where it goes and the zone that accepts it. A store without drawn areas takes any
 * address (null). Otherwise the order must come with a location inside one of its zones.
 */
export async function requireDeliverable(
  db: Db,
  merchantId: string,
  location: { lat: number; lng: number } | undefined,
): Promise<{ lat: number; lng: number; zoneId: string; zoneName: string } | null> {
  // A location inside a zone needs one query; only a miss asks whether the store has zones at all.
  const zone = location ? await zoneAt(db, merchantId, location) : null;
  if (zone && location) return { ...location, zoneId: zone.id, zoneName: zone.name };
  if (!(await hasDeliveryArea(db, merchantId))) return null;
  if (!location) throw new AppError("VALIDATION", ZONE_MESSAGES.locationNeeded);
  throw new AppError("CONFLICT", ZONE_MESSAGES.notDelivering);
}
