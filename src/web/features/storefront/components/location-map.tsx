import { useQuery } from "@tanstack/react-query";
import type L from "leaflet";
import { type KeyboardEvent, useEffect, useRef } from "react";
import {
  addTiles,
  LOCATION_ZOOM,
  loadLeaflet,
  MAP_CENTER,
  MAP_ZOOM,
  removeMap,
} from "#web/lib/map/load-leaflet";
import { mapSettingsQueryOptions } from "#web/lib/map/map-settings";

type Point = { lat: number; lng: number };

// A pin drawn in CSS (Leaflet's own marker images would need their files served): a disc with a
// point at the bottom, whose tip is the location.
const PIN_HTML =
  '<span style="display:block;width:28px;height:28px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:#1d4ed8;border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4)"></span>';

const round = (n: number) => Math.round(n * 1e6) / 1e6;
const pointOf = (latlng: L.LatLng): Point => ({ lat: round(latlng.lat), lng: round(latlng.lng) });

/**
 * A small map with the customer's point: the detected position, the address's city, or a pin they
 * put with a tap and drag to their door (`onPick` with where it ends). With the keyboard, the
 * arrow keys move the map and Enter pins its centre. Loaded lazily: only stores with zones need it.
 */
export default function LocationMap({
  point,
  onPick,
  focus = null,
}: {
  point: Point | null;
  onPick: (point: Point) => void;
  /** Where to move the view, without a pin (an address found only as a city or a postcode). */
  focus?: { lat: number; lng: number; zoom: number } | null;
  /** The store whose areas the map shows (the maps part of issue 42 draws them). */
  merchantSlug?: string;
}) {
  const element = useRef<HTMLElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const tiles = useQuery(mapSettingsQueryOptions());

  useEffect(() => {
    if (!element.current) return;
    const created = loadLeaflet().map(element.current, {
      center: MAP_CENTER,
      zoom: MAP_ZOOM,
      attributionControl: false,
    });
    created.on("click", (event: L.LeafletMouseEvent) => pick.current(pointOf(event.latlng)));
    map.current = created;
    return () => {
      removeMap(created);
      map.current = null;
      marker.current = null;
    };
  }, []);

  useEffect(() => {
    if (map.current && tiles.data) addTiles(map.current, tiles.data.tileUrl);
  }, [tiles.data]);

  useEffect(() => {
    if (map.current && focus) map.current.setView([focus.lat, focus.lng], focus.zoom);
  }, [focus]);

  useEffect(() => {
    const shown = map.current;
    if (!shown) return;
    if (!point) {
      // The point went (its address changed): no pin is left standing for it.
      marker.current?.remove();
      marker.current = null;
      return;
    }
    const at: [number, number] = [point.lat, point.lng];
    if (marker.current) {
      marker.current.setLatLng(at);
    } else {
      const leaflet = loadLeaflet();
      marker.current = leaflet
        .marker(at, {
          draggable: true,
          keyboard: false,
          title: "Your delivery point",
          icon: leaflet.divIcon({ html: PIN_HTML, className: "", iconSize: [28, 28], iconAnchor: [14, 34] }),
        })
        .on("dragend", (event) => pick.current(pointOf((event.target as L.Marker).getLatLng())))
        .addTo(shown);
    }
    if (!shown.getBounds().contains(at) || shown.getZoom() < LOCATION_ZOOM) shown.setView(at, LOCATION_ZOOM);
  }, [point]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Enter" || event.target !== element.current || !map.current) return;
    event.preventDefault();
    pick.current(pointOf(map.current.getCenter()));
  };

  return (
    // Not aria-hidden: Leaflet makes the map focusable (arrow keys pan it), and focusable content
    // must not be hidden from screen readers.
    <section
      ref={element}
      aria-label="Map of your location: tap to pin your door, or press Enter to pin the map's centre"
      onKeyDown={onKeyDown}
      // Leaflet's panes (z-index 400 and up) stay inside the map, under dialogs and toasts.
      className="isolate h-48 w-full rounded-lg border border-slate-200 bg-slate-100"
    />
  );
}
