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

/** The Earth's mean radius (IUGG), as turf and most map tools take it. */
const EARTH_RADIUS_KM = 6371.0088;
/** Points on a delivery distance's circle: smooth on a map, and few enough to reshape by hand. */
export const CIRCLE_POINTS = 64;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;
/** A coordinate as the zone's bounding box stores it (numeric(10,6)): about 0.1 m. */
const sixPlaces = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * "Deliver within `radiusKm` of here" as a polygon (issue 48): CIRCLE_POINTS points each that far
 * from the center along a great circle, from due north clockwise, [lng, lat] and closed. Null when
 * the circle would cross the 180th meridian or a pole, which a GeoJSON ring cannot say this way.
 */
export function circleAround(
  center: { lat: number; lng: number },
  radiusKm: number,
): Extract<TZonePolygon, { type: "Polygon" }> | null {
  const lat1 = toRadians(center.lat);
  const lng1 = toRadians(center.lng);
  const angular = radiusKm / EARTH_RADIUS_KM;
  // A circle around a pole has no ring of this kind: its edge runs round every longitude.
  if (Math.abs(center.lat) + toDegrees(angular) >= 90) return null;
  const ring: [number, number][] = [];
  for (let i = 0; i < CIRCLE_POINTS; i++) {
    const bearing = (2 * Math.PI * i) / CIRCLE_POINTS;
    const lat2 = Math.asin(
      Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing),
    );
    const lng2 =
      lng1 +
      Math.atan2(
        Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
        Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
      );
    const point: [number, number] = [sixPlaces(toDegrees(lng2)), sixPlaces(toDegrees(lat2))];
    if (Math.abs(point[0]) > 180) return null;
    ring.push(point);
  }
  ring.push([...ring[0]!]);
  return { type: "Polygon", coordinates: [ring] };
}
