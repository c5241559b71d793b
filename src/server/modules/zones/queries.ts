import {
  type AnyColumn,
  and,
  asc,
  eq,
  exists,
  gte,
  isNotNull,
  lte,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import type { TZonePricing } from "#contracts/delivery-pricing";
import type { Db, Tx } from "#server/db/client";
import { type DeliveryZoneRow, deliveryZones } from "#server/db/schema/delivery-zones";

export type NewZone = typeof deliveryZones.$inferInsert;
export type ZonePatch = Partial<Omit<NewZone, "id" | "merchantId" | "createdAt">>;

// Every query filters by merchant_id: one merchant never reads or changes another's zones.

export function listZones(db: Db, merchantId: string): Promise<DeliveryZoneRow[]> {
  return db
    .select()
    .from(deliveryZones)
    .where(eq(deliveryZones.merchantId, merchantId))
    .orderBy(asc(deliveryZones.createdAt), asc(deliveryZones.id));
}

export async function findZone(db: Db, merchantId: string, id: string) {
  const [row] = await db
    .select()
    .from(deliveryZones)
    .where(and(eq(deliveryZones.merchantId, merchantId), eq(deliveryZones.id, id)))
    .limit(1);
  return row;
}

export async function insertZone(db: Db, values: NewZone): Promise<DeliveryZoneRow> {
  const [row] = await db.insert(deliveryZones).values(values).returning();
  return row!;
}

export async function updateZone(db: Db, merchantId: string, id: string, patch: ZonePatch) {
  const [row] = await db
    .update(deliveryZones)
    .set(patch)
    .where(and(eq(deliveryZones.merchantId, merchantId), eq(deliveryZones.id, id)))
    .returning();
  return row;
}

export async function deleteZone(db: Db, merchantId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(deliveryZones)
    .where(and(eq(deliveryZones.merchantId, merchantId), eq(deliveryZones.id, id)))
    .returning({ id: deliveryZones.id });
  return rows.length > 0;
}

/** The store's active zones that have a drawn area. */
const activeAreas = (merchantId: AnyColumn | string) => [
  eq(deliveryZones.merchantId, merchantId),
  eq(deliveryZones.active, true),
  isNotNull(deliveryZones.polygon),
];

/** Those whose bounding box holds the point: the cheap SQL pre-filter before the exact test. */
const around = (merchantId: AnyColumn, point: { lat: SQLWrapper; lng: SQLWrapper }) => [
  ...activeAreas(merchantId),
  lte(deliveryZones.bboxMinLng, point.lng),
  gte(deliveryZones.bboxMaxLng, point.lng),
  lte(deliveryZones.bboxMinLat, point.lat),
  gte(deliveryZones.bboxMaxLat, point.lat),
];

export async function hasActiveZoneWithArea(db: Db, merchantId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: deliveryZones.id })
    .from(deliveryZones)
    .where(and(...activeAreas(merchantId)))
    .limit(1);
  return row !== undefined;
}

/** The prices of the store's active zones that have a drawn area (the zones that take orders). */
export function listActiveAreaPrices(db: Db, merchantId: string) {
  return db
    .select({ deliveryFee: deliveryZones.deliveryFee, freeDeliveryOver: deliveryZones.freeDeliveryOver })
    .from(deliveryZones)
    .where(and(...activeAreas(merchantId)));
}

/** A zone the order's point may fall in, as the order's one read returns it (see zonesAroundJson). */
export interface ZoneCandidate extends TZonePricing {
  id: string;
  name: string;
  polygon: DeliveryZoneRow["polygon"];
}

/**
 * For a query over merchants (the order's one read): the zones around the point of the store whose
 * id is `merchantId`, oldest first, as a JSON array (none when the point's values are null). Served
 * by the merchant_id index; a store has at most a few dozen zones.
 */
export function zonesAroundJson(
  db: Db | Tx,
  merchantId: AnyColumn,
  point: { lat: SQLWrapper; lng: SQLWrapper },
) {
  const zones = db
    .select({
      list: sql`coalesce(json_agg(json_build_object('id', ${deliveryZones.id}, 'name', ${deliveryZones.name}, 'polygon', ${deliveryZones.polygon}, 'deliveryFee', ${deliveryZones.deliveryFee}::text, 'minimumOrder', ${deliveryZones.minimumOrder}::text, 'freeDeliveryOver', ${deliveryZones.freeDeliveryOver}::text, 'etaMinutes', ${deliveryZones.etaMinutes}) order by ${deliveryZones.createdAt}, ${deliveryZones.id}), '[]'::json)`,
    })
    .from(deliveryZones)
    .where(and(...around(merchantId, point)));
  return sql<ZoneCandidate[]>`(${zones})`;
}

/** For a query over merchants: whether the store whose id is `merchantId` delivers to drawn areas only. */
export function hasActiveZoneWithAreaSql(db: Db | Tx, merchantId: AnyColumn): SQL<boolean> {
  return exists(
    db
      .select({ one: sql`1` })
      .from(deliveryZones)
      .where(and(...activeAreas(merchantId))),
  ) as SQL<boolean>;
}
