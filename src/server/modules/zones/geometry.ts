import { bbox } from "@turf/bbox";
import { booleanPointInPolygon } from "@turf/boolean-point-in-polygon";
import { kinks } from "@turf/kinks";
import type { TZonePolygon } from "#contracts/zones";

/** Whether any two edges of the area cross (a bow tie), including a ring crossing another. */
export function selfIntersects(polygon: TZonePolygon): boolean {
  return kinks(polygon as GeoJSON.Polygon | GeoJSON.MultiPolygon).features.length > 0;
}

/** The bounding box as numeric(10,6) strings, for the SQL pre-filter of delivery checks. */
export function bboxOf(polygon: TZonePolygon) {
  const [minLng, minLat, maxLng, maxLat] = bbox(polygon as GeoJSON.Polygon | GeoJSON.MultiPolygon);
  return {
    bboxMinLng: minLng.toFixed(6),
    bboxMinLat: minLat.toFixed(6),
    bboxMaxLng: maxLng.toFixed(6),
    bboxMaxLat: maxLat.toFixed(6),
  };
}

/** Inside the area: holes are outside, any polygon of a MultiPolygon counts, and the edge counts as inside. */
export function containsPoint(polygon: TZonePolygon, point: { lat: number; lng: number }): boolean {
  return booleanPointInPolygon([point.lng, point.lat], polygon as GeoJSON.Polygon | GeoJSON.MultiPolygon);
}
