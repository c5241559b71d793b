import { toDecimalString } from "#contracts/money";
import type { TZone } from "#contracts/zones";
import type { DeliveryZoneRow } from "#server/db/schema/delivery-zones";

const decimal = (value: string | null) => (value === null ? null : Number(value).toFixed(6));

/** A zone as its API answers it, its prices in the store's currency's decimals (decision 0067). */
export function toZoneResponse(row: DeliveryZoneRow, currency: string): TZone {
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
    deliveryFee: toDecimalString(row.deliveryFee, currency),
    minimumOrder: toDecimalString(row.minimumOrder, currency),
    freeDeliveryOver: row.freeDeliveryOver === null ? null : toDecimalString(row.freeDeliveryOver, currency),
    etaMinutes: row.etaMinutes,
    currency,
    createdAt: row.createdAt.toISOString(),
  };
}
