import { toDecimalString } from "#contracts/money";
import type { TZone } from "#contracts/zones";
import type { DeliveryZoneRow } from "#server/db/schema/delivery-zones";

const decimal = (value: string | null) => (value === null ? null : Number(value).toFixed(6));

export function toZoneResponse(row: DeliveryZoneRow): TZone {
  return {
    id: row.id,
    merchantId: row.merchantId,
    name: row.name,
    active: row.active,
    polygon: row.polygon as TZone["polygon"],
    bboxMinLng: decimal(row.bboxMinLng),
    bboxMinLat: decimal(row.bboxMinLat),
    bboxMaxLng: decimal(row.bboxMaxLng),
    bboxMaxLat: decimal(row.bboxMaxLat),
    deliveryFee: toDecimalString(row.deliveryFee),
    minimumOrder: toDecimalString(row.minimumOrder),
    freeDeliveryOver: row.freeDeliveryOver === null ? null : toDecimalString(row.freeDeliveryOver),
    etaMinutes: row.etaMinutes,
    createdAt: row.createdAt.toISOString(),
  };
}
