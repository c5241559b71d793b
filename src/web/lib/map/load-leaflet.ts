import L from "leaflet";
import "leaflet/dist/leaflet.css";
import type { StartView } from "./geometry";

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

/** How a map's images are doing: the map works in every case, and says so when they are missing. */
export type TileStatus = "loading" | "loaded" | "failed" | "off";

/** A tile server that has answered nothing in this long is taken as unreachable (a blocked network). */
export const TILE_TIMEOUT_MS = 8000;

/**
 * Tiles from MAP_TILE_URL; when they cannot load (offline, blocked), the map, its pins and its
 * drawing still work, and `onStatus` hears it so the map can say so. No URL ("off"): no tiles.
 */
export function addTiles(map: L.Map, tileUrl: string, onStatus: (status: TileStatus) => void = () => {}) {
  if (!tileUrl) {
    onStatus("off");
    return;
  }
  let loaded = false;
  const timer = setTimeout(() => !loaded && onStatus("failed"), TILE_TIMEOUT_MS);
  map.once("unload", () => clearTimeout(timer));
  L.tileLayer(tileUrl, { maxZoom: 19, attribution: "&copy; OpenStreetMap contributors" })
    .on("tileload", () => {
      loaded = true;
      clearTimeout(timer);
      onStatus("loaded");
    })
    .on("tileerror", () => !loaded && onStatus("failed"))
    .addTo(map);
}

/** Fits or centres `map` on where it opens (geometry.ts's startView). */
export function showStart(map: L.Map, view: StartView) {
  if (view.kind === "areas") map.fitBounds(view.bounds, { maxZoom: 15, padding: [16, 16] });
  else map.setView([view.center.lat, view.center.lng], view.zoom);
}

/**
 * Names Geoman's toolbar buttons for screen readers (issue 42, item 11): Geoman puts its titles
 * ("Draw Polygons", "Edit Layers", "Remove Layers") on each button's wrapper, not on the button.
 */
export function labelDrawingTools(container: HTMLElement) {
  for (const wrapper of container.querySelectorAll<HTMLElement>(".button-container[title]")) {
    const button = wrapper.querySelector(".leaflet-buttons-control-button");
    const title = wrapper.getAttribute("title");
    if (button && title) button.setAttribute("aria-label", title);
  }
}
