import { chooseZone, feeMinor, storeFreeDeliveryOver, type TZonePricing } from "#contracts/delivery-pricing";
import type { TDeliveryArea } from "#contracts/maps";
import { fromMinor, toDecimalString } from "#contracts/money";
import {
  type TCreateZoneInput,
  type TDeliveryCheck,
  type TUpdateZoneInput,
  type TZone,
  type TZonePolygon,
  ZONE_MESSAGES,
} from "#contracts/zones";
import { ownRow, requireOwn, rowGone } from "#server/access/own-rows";
import type { Db } from "#server/db/client";
import { AppError } from "#server/errors";
import { bboxOf, circleAround, containsPoint, selfIntersects } from "./geometry";
import { toZoneResponse } from "./mappers";
import * as q from "./queries";

/** A zone that holds an order's point, with its prices (for the order's terms). */
export type { ZoneCandidate } from "./queries";

// For the order's one read (orders/queries.ts): SQL over a merchants row.
export { hasActiveZoneWithAreaSql, zonesAroundJson } from "./queries";

const ZONE = ownRow("zoneId", q.findZone);
const NO_BBOX = { bboxMinLng: null, bboxMinLat: null, bboxMaxLng: null, bboxMaxLat: null };

/** The area and the bounding box the server computes from it (client bbox values are never used). */
function withArea(polygon: TZonePolygon | null) {
  if (polygon === null) return { polygon: null, ...NO_BBOX };
  if (selfIntersects(polygon)) throw new AppError("VALIDATION", ZONE_MESSAGES.selfIntersection);
  return { polygon, ...bboxOf(polygon) };
}

/** Every zone of the store, its prices in the store's `currency` (decision 0067). */
export async function listZones(db: Db, merchantId: string, currency: string): Promise<TZone[]> {
  return (await q.listZones(db, merchantId)).map((row) => toZoneResponse(row, currency));
}

/** The area a new zone was given: its polygon, or the polygon of its distance around a point. */
function areaOf({ polygon, center, radiusKm }: TCreateZoneInput): TZonePolygon | null {
  if (center === null || radiusKm === null) return polygon;
  const circle = circleAround(center, radiusKm);
  if (!circle) throw new AppError("VALIDATION", ZONE_MESSAGES.distanceAcrossDateLine);
  return circle;
}

/** `input` was read in the store's `currency`, and the answer is written in it. */
export async function createZone(
  db: Db,
  merchantId: string,
  input: TCreateZoneInput,
  currency: string,
): Promise<TZone> {
  return toZoneResponse(
    await q.insertZone(db, {
      merchantId,
      name: input.name,
      active: input.active,
      ...withArea(areaOf(input)),
      deliveryFee: input.deliveryFee,
      minimumOrder: input.minimumOrder,
      freeDeliveryOver: input.freeDeliveryOver,
      etaMinutes: input.etaMinutes,
    }),
    currency,
  );
}

/** The columns a patch names (the contract refuses one that names none, so `set` is never empty). */
function patchColumns({ polygon, ...fields }: TUpdateZoneInput): q.ZonePatch {
  const named = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return { ...named, ...(polygon !== undefined ? withArea(polygon) : {}) };
}

export async function updateZone(
  db: Db,
  merchantId: string,
  id: string,
  patch: TUpdateZoneInput,
  currency: string,
): Promise<TZone> {
  await requireOwn(db, merchantId, ZONE, id);
  const row = await q.updateZone(db, merchantId, id, patchColumns(patch));
  if (!row) throw rowGone(ZONE);
  return toZoneResponse(row, currency);
}

export async function deleteZone(db: Db, merchantId: string, id: string): Promise<void> {
  await requireOwn(db, merchantId, ZONE, id);
  if (!(await q.deleteZone(db, merchantId, id))) throw rowGone(ZONE);
}

/** An active zone's area and prices, ready for checks in memory (the storefront keeps these per store). */
export interface ZoneShape extends TZonePricing {
  id: string;
  name: string;
  polygon: TZonePolygon;
  /** [minLng, minLat, maxLng, maxLat] */
  bbox: [number, number, number, number];
}

/** The store's active zones with an area, oldest first (the order an order's zone is picked in). */
const activeAreas = async (db: Db, merchantId: string) =>
  (await q.listZones(db, merchantId)).filter((z) => z.active && z.polygon);

/** The same with their prices in the store's `currency` (decision 0067), for checks in memory. */
export async function activeZoneShapes(db: Db, merchantId: string, currency: string): Promise<ZoneShape[]> {
  return (await activeAreas(db, merchantId)).map((z) => ({
    id: z.id,
    name: z.name,
    polygon: z.polygon as TZonePolygon,
    bbox: [Number(z.bboxMinLng), Number(z.bboxMinLat), Number(z.bboxMaxLng), Number(z.bboxMaxLat)],
    ...zonePricing(z, currency),
  }));
}

/** A zone row's prices, as the API gives them: the currency's decimals ("12.500" is "12.50" in USD). */
const zonePricing = (row: TZonePricing, currency: string): TZonePricing => ({
  deliveryFee: toDecimalString(row.deliveryFee, currency),
  minimumOrder: toDecimalString(row.minimumOrder, currency),
  freeDeliveryOver: row.freeDeliveryOver === null ? null : toDecimalString(row.freeDeliveryOver, currency),
  etaMinutes: row.etaMinutes,
});

/** The zones of `zones` whose area holds the point, oldest first, as `requireDeliverable` finds them. */
export function zonesContaining(
  zones: readonly ZoneShape[],
  point: { lat: number; lng: number },
): ZoneShape[] {
  return zones.filter(({ polygon, bbox }) => {
    const [minLng, minLat, maxLng, maxLat] = bbox;
    if (point.lng < minLng || point.lng > maxLng || point.lat < minLat || point.lat > maxLat) return false;
    return containsPoint(polygon, point);
  });
}

/**
 * The store's active areas as shoppers see them (issue 42: shaded on their map): the name and the
 * shape, never the prices' internals or inactive zones.
 */
export async function publicDeliveryAreas(db: Db, merchantId: string): Promise<TDeliveryArea[]> {
  return (await activeAreas(db, merchantId)).map(({ name, polygon }) => ({
    name,
    polygon: polygon as TZonePolygon,
  }));
}

/** Whether the store delivers to drawn areas only: at least one active zone with an area. */
export const hasDeliveryArea = (db: Db, merchantId: string) => q.hasActiveZoneWithArea(db, merchantId);

/**
 * From what subtotal the store delivers free everywhere (storeFreeDeliveryOver): its zones' terms,
 * or the store-wide fee where it has no drawn areas. What the product page may promise.
 */
export async function freeDeliveryOver(
  db: Db,
  merchantId: string,
  /** Its offer, its store-wide fee (as the database has it) and the currency both are in. */
  store: { offersDelivery: boolean; deliveryFee: string; currency: string },
): Promise<string | null> {
  const { currency } = store;
  const zones = (await q.listActiveAreaPrices(db, merchantId)).map((zone) => ({
    deliveryFee: toDecimalString(zone.deliveryFee, currency),
    freeDeliveryOver:
      zone.freeDeliveryOver === null ? null : toDecimalString(zone.freeDeliveryOver, currency),
  }));
  return storeFreeDeliveryOver(
    store.offersDelivery,
    toDecimalString(store.deliveryFee, currency),
    zones,
    currency,
  );
}

const NO_PRICES = { fee: null, minimumOrder: null, freeDeliveryOver: null, etaMinutes: null };

/**
 * The delivery check's answer (spec section 3): the zone that would take the order, or why not,
 * with what delivering there costs. Of several zones, the one the order would be priced by
 * (chooseZone, decision 0027); `subtotal` in the minor units of the store's `currency` (the
 * zones' prices are in it) when the checkout sent its cart's.
 */
export function deliveryAnswer(
  zones: readonly (TZonePricing & { name: string })[],
  subtotal: number | null,
  currency: string,
): TDeliveryCheck {
  const chosen = chooseZone(zones, subtotal, currency);
  if (!chosen) return { allowed: false, zone: null, reason: ZONE_MESSAGES.notDelivering, ...NO_PRICES };
  const { zone } = chosen;
  return {
    allowed: true,
    zone: zone.name,
    reason: null,
    fee: subtotal === null ? zone.deliveryFee : fromMinor(feeMinor(zone, subtotal, currency), currency),
    minimumOrder: zone.minimumOrder,
    freeDeliveryOver: zone.freeDeliveryOver,
    etaMinutes: zone.etaMinutes,
  };
}

/** Where an order goes and the zone that accepts it: what the order's one read tells it. */
export interface DeliveryFacts {
  /** The active zones whose bounding box holds the location (none without a location). */
  candidates: q.ZoneCandidate[];
  /** Whether the store delivers to drawn areas only. */
  hasDeliveryArea: boolean;
}

/**
 * For an order: the zones that would take it. A store without drawn areas takes any address (null).
 * Otherwise the order must come with a location inside at least one of its zones (holes,
 * MultiPolygons, the edge inside); which of them prices it is chooseZone's call.
 */
export function requireDeliverable(
  facts: DeliveryFacts,
  location: { lat: number; lng: number } | undefined,
  /** The store's (decision 0067): the zones' prices come back in its decimals. */
  currency: string,
): q.ZoneCandidate[] | null {
  if (!facts.hasDeliveryArea) return null;
  if (!location) throw new AppError("VALIDATION", ZONE_MESSAGES.locationNeeded);
  const zones = facts.candidates
    .filter((z) => z.polygon && containsPoint(z.polygon as TZonePolygon, location))
    .map((z) => ({ ...z, ...zonePricing(z, currency) }));
  if (zones.length === 0) throw new AppError("CONFLICT", ZONE_MESSAGES.notDelivering);
  return zones;
}
