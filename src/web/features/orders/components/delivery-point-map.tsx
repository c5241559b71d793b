import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { addTiles, loadLeaflet, removeMap } from "#web/lib/map/load-leaflet";
import { mapSettingsQueryOptions } from "#web/lib/map/map-settings";

/** Close enough to see the street and the block around the point. */
const POINT_ZOOM = 16;

/**
 * A small map of an order's delivery point. Loaded lazily (order-details.tsx): only an order with a
 * point opens it, so the Orders tab itself never downloads Leaflet.
 */
export default function DeliveryPointMap({ point }: { point: { lat: number; lng: number } }) {
  const element = useRef<HTMLElement>(null);
  const tileUrl = useQuery(mapSettingsQueryOptions()).data?.tileUrl;
  const { lat, lng } = point;

  useEffect(() => {
    if (!element.current) return;
    const Lf = loadLeaflet();
    const created = Lf.map(element.current, {
      center: [lat, lng],
      zoom: POINT_ZOOM,
      // A map in a list of orders: the wheel and (on a phone) one finger scroll the page, not the map.
      scrollWheelZoom: false,
      dragging: !Lf.Browser.mobile,
    });
    Lf.circleMarker([lat, lng], { radius: 9, color: "#1d4ed8", weight: 3, fillOpacity: 0.6 }).addTo(created);
    // Without a tile source (offline, or not known yet) the marker alone still shows.
    if (tileUrl) addTiles(created, tileUrl);
    return () => removeMap(created);
  }, [lat, lng, tileUrl]);

  return (
    <section
      ref={element}
      aria-label="Map of the delivery point"
      // Leaflet's panes (z-index 400 and up) stay inside the map, under dialogs and toasts.
      className="isolate h-44 w-full rounded-lg border border-slate-200 bg-slate-100"
    />
  );
}
