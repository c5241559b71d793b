import { LOCATION_ZOOM, MAP_ZOOM, type TLatLng } from "#contracts/maps";
import type { TZonePolygon } from "#contracts/zones";

/** Leaflet's [lat, lng] rings from GeoJSON's [lng, lat] ones (rings of each polygon). */
export function toLatLngs(polygon: TZonePolygon): [number, number][][][] {
  const polygons = polygon.type === "Polygon" ? [polygon.coordinates] : polygon.coordinates;
  return polygons.map((rings) =>
    rings.map((ring) => ring.map(([lng, lat]) => [lat, lng] as [number, number])),
  );
}

/** South-west and north-east corners, Leaflet's [lat, lng] order. */
export type Bounds = [[number, number], [number, number]];

/** The box around every point of the areas, or null when there are none. */
export function boundsOf(polygons: readonly TZonePolygon[]): Bounds | null {
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const polygon of polygons) {
    for (const rings of toLatLngs(polygon)) {
      for (const ring of rings) {
        for (const [lat, lng] of ring) {
          south = Math.min(south, lat);
          north = Math.max(north, lat);
          west = Math.min(west, lng);
          east = Math.max(east, lng);
        }
      }
    }
  }
  return south === Infinity
    ? null
    : [
        [south, west],
        [north, east],
      ];
}

/** Where a map opens: around the store's areas, or on a point at a zoom. */
export type StartView =
  | { kind: "areas"; bounds: Bounds }
  | { kind: "location" | "default"; center: TLatLng; zoom: number };

/**
 * Issue 42: a map opens on the store's delivery areas (all of them in view), else on the store's own
 * location, else on the server's MAP_DEFAULT_CENTER at the spec's zoom.
 */
export function startView({
  areas,
  location,
  defaultCenter,
}: {
  areas: readonly TZonePolygon[];
  location: TLatLng | null;
  defaultCenter: TLatLng;
}): StartView {
  const bounds = boundsOf(areas);
  if (bounds) return { kind: "areas", bounds };
  if (location) return { kind: "location", center: location, zoom: LOCATION_ZOOM };
  return { kind: "default", center: defaultCenter, zoom: MAP_ZOOM };
}
