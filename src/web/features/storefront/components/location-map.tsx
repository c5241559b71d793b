import { useQuery } from "@tanstack/react-query";
import type L from "leaflet";
import { useEffect, useRef } from "react";
import {
  addTiles,
  LOCATION_ZOOM,
  loadLeaflet,
  MAP_CENTER,
  MAP_ZOOM,
  removeMap,
} from "#web/lib/map/load-leaflet";
import { mapSettingsQueryOptions } from "#web/lib/map/map-settings";

/** A small map with the customer's detected position. Loaded lazily: only stores with zones need it. */
export default function LocationMap({ point }: { point: { lat: number; lng: number } | null }) {
  const element = useRef<HTMLElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.CircleMarker | null>(null);
  const tiles = useQuery(mapSettingsQueryOptions());

  useEffect(() => {
    if (!element.current) return;
    const created = loadLeaflet().map(element.current, {
      center: MAP_CENTER,
      zoom: MAP_ZOOM,
      attributionControl: false,
    });
    map.current = created;
    return () => {
      removeMap(created);
      map.current = null;
    };
  }, []);

  useEffect(() => {
    if (map.current && tiles.data) addTiles(map.current, tiles.data.tileUrl);
  }, [tiles.data]);

  useEffect(() => {
    if (!map.current || !point) return;
    marker.current?.remove();
    marker.current = loadLeaflet()
      .circleMarker([point.lat, point.lng], { radius: 8, color: "#1d4ed8", fillOpacity: 0.8 })
      .addTo(map.current);
    map.current.setView([point.lat, point.lng], LOCATION_ZOOM);
  }, [point]);

  return (
    // Not aria-hidden: Leaflet makes the map focusable (arrow keys pan it), and focusable content
    // must not be hidden from screen readers.
    <section
      ref={element}
      aria-label="Map of your location"
      // Leaflet's panes (z-index 400 and up) stay inside the map, under dialogs and toasts.
      className="isolate h-48 w-full rounded-lg border border-slate-200 bg-slate-100"
    />
  );
}
