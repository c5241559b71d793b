import type { TZonePolygon } from "#contracts/zones";

/** The spec's zone colours (section 9): active green, inactive gray, fill opacity 0.3. */
export const zoneStyle = (active: boolean) => ({
  color: active ? "#16a34a" : "#6b7280",
  fillColor: active ? "#22c55e" : "#9ca3af",
  fillOpacity: 0.3,
  weight: 2,
});

/** A drawn layer's GeoJSON geometry, if it is a delivery area. */
export function toZonePolygon(
  geometry: { type: string; coordinates: unknown } | undefined,
): TZonePolygon | null {
  if (!geometry || (geometry.type !== "Polygon" && geometry.type !== "MultiPolygon")) return null;
  return geometry as TZonePolygon;
}
