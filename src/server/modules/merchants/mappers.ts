import type { TStoreLocation } from "#contracts/maps";
import { type MerchantRow, merchants } from "#server/db/schema/merchants";

/** The columns of a store's own location (issue 42), for any query that shows it. */
export const storeLocationColumns = {
  locationLat: merchants.locationLat,
  locationLng: merchants.locationLng,
};
export type StoreLocationRow = Pick<MerchantRow, keyof typeof storeLocationColumns>;

/** The store's location as the API gives it: numbers, or null when none is set. */
export function toStoreLocation(row: StoreLocationRow): TStoreLocation | null {
  if (row.locationLat === null || row.locationLng === null) return null;
  return { lat: Number(row.locationLat), lng: Number(row.locationLng) };
}

/** The columns that keep `location` (null clears both). */
export function storeLocationPatch(location: TStoreLocation | null): StoreLocationRow {
  return location === null
    ? { locationLat: null, locationLng: null }
    : { locationLat: location.lat.toFixed(6), locationLng: location.lng.toFixed(6) };
}
