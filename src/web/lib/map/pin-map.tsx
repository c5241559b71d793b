import type L from "leaflet";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { LOCATION_ZOOM, MAP_ZOOM, SPEC_MAP_CENTER, type TDeliveryArea, type TLatLng } from "#contracts/maps";
import { cn } from "#web/lib/utils";
import { type StartView, toLatLngs } from "./geometry";
import { addTiles, loadLeaflet, removeMap, showStart, type TileStatus } from "./load-leaflet";
import { TileNotice } from "./tile-notice";

// A pin drawn in CSS (Leaflet's own marker images would need their files served): a disc with a
// point at the bottom, whose tip is the location.
const PIN_HTML =
  '<span style="display:block;width:28px;height:28px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:#1d4ed8;border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4)"></span>';

/** The shaded areas: the spec's active green, lighter than the zone editor's, taking no clicks. */
const AREA_STYLE = {
  color: "#16a34a",
  fillColor: "#22c55e",
  fillOpacity: 0.2,
  weight: 2,
  interactive: false,
  className: "delivery-area",
};

/** The view before the store's is known: the spec's (it moves there as soon as it is). */
const WAITING: StartView = { kind: "default", center: SPEC_MAP_CENTER, zoom: MAP_ZOOM };

const NO_AREAS: readonly TDeliveryArea[] = [];

const round = (n: number) => Math.round(n * 1e6) / 1e6;
const pointOf = (latlng: L.LatLng): TLatLng => ({ lat: round(latlng.lat), lng: round(latlng.lng) });

export interface PinMapProps {
  /** Where it opens; null while that is not known yet (it moves there once it is). */
  start: StartView | null;
  /** MAP_TILE_URL ("" for none); null when the map's settings could not be read. */
  tileUrl: string | null;
  /** Shaded under the pin: where the store delivers. */
  areas?: readonly TDeliveryArea[];
  point: TLatLng | null;
  onPick: (point: TLatLng) => void;
  /** Moves the view there, without a pin (an address known only to its city, say). */
  focus?: { lat: number; lng: number; zoom: number } | null;
  /** What the map is, for screen readers. */
  label: string;
  className?: string;
}

/**
 * A small map with one pin: a tap puts it, a drag moves it (`onPick` with where it ends). With the
 * keyboard, the arrow keys move the map and Enter pins its centre. It opens on `start`; when its
 * images cannot load it says so and still takes the pin. Import it lazily: it brings Leaflet.
 */
export default function PinMap({
  start,
  tileUrl,
  areas = NO_AREAS,
  point,
  onPick,
  focus = null,
  label,
  className = "h-48",
}: PinMapProps) {
  const element = useRef<HTMLElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const areasLayer = useRef<L.LayerGroup | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const startRef = useRef(start);
  startRef.current = start;
  const [ready, setReady] = useState(false);
  const [tiles, setTiles] = useState<TileStatus>("loading");

  /** Whether the view has been moved to something of the shopper's: a later `start` leaves it be. */
  const moved = useRef(false);

  // Created at once (a tap or Enter works from the first moment), removed on unmount.
  useEffect(() => {
    if (!element.current) return;
    const Lf = loadLeaflet();
    const created = Lf.map(element.current, { attributionControl: false });
    showStart(created, startRef.current ?? WAITING);
    created.on("click", (event: L.LeafletMouseEvent) => pick.current(pointOf(event.latlng)));
    areasLayer.current = Lf.layerGroup().addTo(created);
    map.current = created;
    setReady(true);
    return () => {
      removeMap(created);
      map.current = null;
      marker.current = null;
      areasLayer.current = null;
      setReady(false);
    };
  }, []);

  // Where it opens, once known (the store's areas arrive a moment after the map): unless the
  // shopper's own point or a focus has moved it meanwhile.
  const opening = start === null ? null : JSON.stringify(start);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `opening` is `start`'s value (read through its ref)
  useEffect(() => {
    if (ready && map.current && startRef.current && !moved.current) showStart(map.current, startRef.current);
  }, [ready, opening]);

  useEffect(() => {
    if (!ready || !map.current) return;
    if (tileUrl === null) setTiles("failed");
    else addTiles(map.current, tileUrl, setTiles);
  }, [ready, tileUrl]);

  useEffect(() => {
    const group = areasLayer.current;
    if (!ready || !group) return;
    group.clearLayers();
    const Lf = loadLeaflet();
    for (const area of areas) Lf.polygon(toLatLngs(area.polygon), AREA_STYLE).addTo(group);
  }, [ready, areas]);

  useEffect(() => {
    if (!ready || !focus) return;
    moved.current = true;
    map.current?.setView([focus.lat, focus.lng], focus.zoom);
  }, [ready, focus]);

  useEffect(() => {
    const shown = map.current;
    if (!ready || !shown) return;
    if (!point) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    moved.current = true;
    const at: [number, number] = [point.lat, point.lng];
    if (marker.current) {
      marker.current.setLatLng(at);
    } else {
      const Lf = loadLeaflet();
      marker.current = Lf.marker(at, {
        draggable: true,
        keyboard: false,
        title: "Your delivery point",
        icon: Lf.divIcon({ html: PIN_HTML, className: "", iconSize: [28, 28], iconAnchor: [14, 34] }),
      })
        .on("dragend", (event) => pick.current(pointOf((event.target as L.Marker).getLatLng())))
        .addTo(shown);
    }
    if (!shown.getBounds().contains(at) || shown.getZoom() < LOCATION_ZOOM) shown.setView(at, LOCATION_ZOOM);
  }, [ready, point]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Enter" || event.target !== element.current || !map.current) return;
    event.preventDefault();
    pick.current(pointOf(map.current.getCenter()));
  };

  return (
    <div className={cn("relative w-full", className)}>
      {/* Not aria-hidden: Leaflet makes the map focusable (arrow keys pan it), and focusable content
          must not be hidden from screen readers. */}
      <section
        ref={element}
        aria-label={label}
        onKeyDown={onKeyDown}
        data-testid="pin-map"
        data-ready={ready}
        data-opened-on={ready ? start?.kind : undefined}
        // Leaflet's panes (z-index 400 and up) stay inside the map, under dialogs and toasts.
        className="isolate h-full w-full rounded-lg border border-slate-200 bg-slate-100"
      />
      {ready && <TileNotice status={tiles} use="pin" />}
    </div>
  );
}
