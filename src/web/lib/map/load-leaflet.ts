import L from "leaflet";
import "leaflet/dist/leaflet.css";

/**
 * Leaflet, loaded only by the screens that show a map (zones, the delivery check): this module is
 * always imported dynamically, so no other screen downloads it.
 */
export function loadLeaflet(): typeof L {
  return L;
}

/** Leaflet with Geoman's drawing tools (polygon drawing and editing). Geoman attaches itself to window.L. */
export async function loadLeafletWithDrawing(): Promise<typeof L> {
  (window as unknown as { L: typeof L }).L = L;
  await import("@geoman-io/leaflet-geoman-free");
  await import("@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css");
  return L;
}

/**
 * Removes a map without the error Leaflet 1.9 throws when a zoom animation is still running: its
 * transition-end timer fires after remove() and reads the deleted map pane ("_leaflet_pos").
 * Mid-animation, the map is removed once the zoom ends instead.
 */
export function removeMap(map: L.Map) {
  const animating = (map as unknown as { _animatingZoom?: boolean })._animatingZoom;
  if (animating) map.once("zoomend", () => map.remove());
  else map.remove();
}

/** The spec's default centre (lower Manhattan) and zooms. */
export const MAP_CENTER: [number, number] = [40.71, -74.01];
export const MAP_ZOOM = 12;
export const LOCATION_ZOOM = 13;

/** Tiles from MAP_TILE_URL; when they cannot load (offline), the map and drawing still work. */
export function addTiles(map: L.Map, tileUrl: string) {
  if (!tileUrl) return;
  L.tileLayer(tileUrl, { maxZoom: 19, attribution: "&copy; OpenStreetMap contributors" }).addTo(map);
}
