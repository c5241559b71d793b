import { useQuery } from "@tanstack/react-query";
import type L from "leaflet";
import { useEffect, useRef, useState } from "react";
import type { TZone, TZonePolygon } from "#contracts/zones";
import {
  addTiles,
  LOCATION_ZOOM,
  loadLeafletWithDrawing,
  MAP_CENTER,
  MAP_ZOOM,
  removeMap,
} from "#web/lib/map/load-leaflet";
import { mapSettingsQueryOptions } from "#web/lib/map/map-settings";
import { toLatLngs, toZonePolygon, zoneStyle } from "../utils/zone-polygon";

export interface ZoneMapHandle {
  /** Centres the map on a point (Detect My Location). */
  locate(point: { lat: number; lng: number }): void;
}

/**
 * A Leaflet map of the zones (green active, gray inactive). With `drawing`, Geoman's toolbar lets
 * the merchant draw one polygon (self-intersection refused) or edit `initial`; every change goes
 * to `onChange`, null when the drawing is removed.
 */
export function ZoneMap({
  zones,
  hiddenZoneId,
  drawing,
  initial,
  onChange,
  height,
  onReady,
}: {
  zones: TZone[];
  hiddenZoneId?: string | null;
  drawing: boolean;
  initial?: TZonePolygon | null;
  onChange?: (polygon: TZonePolygon | null) => void;
  height: number;
  onReady?: (handle: ZoneMapHandle | null) => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const leaflet = useRef<typeof L | null>(null);
  const zonesLayer = useRef<L.LayerGroup | null>(null);
  const drawn = useRef<L.Layer | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;
  const tiles = useQuery(mapSettingsQueryOptions());
  // Leaflet loads asynchronously; this re-renders once it is there, so the layers below follow.
  const [ready, setReady] = useState(false);

  // The map itself: created once, removed on unmount.
  useEffect(() => {
    let cancelled = false;
    void loadLeafletWithDrawing().then((Lf) => {
      if (cancelled || !element.current) return;
      leaflet.current = Lf;
      const created = Lf.map(element.current, { center: MAP_CENTER, zoom: MAP_ZOOM });
      map.current = created;
      zonesLayer.current = Lf.layerGroup().addTo(created);
      created.pm.setGlobalOptions({ allowSelfIntersection: false });
      created.on("pm:create", (event) => {
        if (drawn.current && drawn.current !== event.layer) created.removeLayer(drawn.current);
        drawn.current = event.layer;
        watchEdits(event.layer);
        onChangeRef.current?.(toZonePolygon((event.layer as L.Polygon).toGeoJSON().geometry));
      });
      created.on("pm:remove", (event) => {
        if (event.layer === drawn.current) {
          drawn.current = null;
          onChangeRef.current?.(null);
        }
      });
      onReadyRef.current?.({ locate: (point) => created.setView([point.lat, point.lng], LOCATION_ZOOM) });
      setReady(true);
    });
    function watchEdits(layer: L.Layer) {
      layer.on("pm:edit", () =>
        onChangeRef.current?.(toZonePolygon((layer as L.Polygon).toGeoJSON().geometry)),
      );
    }
    return () => {
      cancelled = true;
      onReadyRef.current?.(null);
      if (map.current) removeMap(map.current);
      map.current = null;
      drawn.current = null;
    };
    // The map is created once; callbacks are read through refs.
  }, []);

  useEffect(() => {
    if (ready && map.current && tiles.data) addTiles(map.current, tiles.data.tileUrl);
  }, [ready, tiles.data]);

  // The other zones, redrawn when they change.
  useEffect(() => {
    const Lf = leaflet.current;
    const group = zonesLayer.current;
    if (!Lf || !group) return;
    group.clearLayers();
    for (const zone of zones) {
      if (!zone.polygon || zone.id === hiddenZoneId) continue;
      Lf.polygon(toLatLngs(zone.polygon), { ...zoneStyle(zone.active), pmIgnore: true })
        .bindTooltip(zone.name)
        .addTo(group);
    }
  });

  // Drawing mode: the toolbar, and the zone's current area to edit.
  useEffect(() => {
    const Lf = leaflet.current;
    const current = map.current;
    if (!Lf || !current) return;
    if (!drawing) {
      current.pm.removeControls();
      if (drawn.current) current.removeLayer(drawn.current);
      drawn.current = null;
      return;
    }
    if (current.pm.controlsVisible()) return;
    current.pm.addControls({
      position: "topleft",
      drawPolygon: true,
      editMode: true,
      removalMode: true,
      drawMarker: false,
      drawCircleMarker: false,
      drawPolyline: false,
      drawRectangle: false,
      drawCircle: false,
      drawText: false,
      cutPolygon: false,
      rotateMode: false,
      dragMode: false,
    });
    if (initial && !drawn.current) {
      const layer = Lf.polygon(toLatLngs(initial), zoneStyle(true)).addTo(current);
      drawn.current = layer;
      layer.on("pm:edit", () => onChangeRef.current?.(toZonePolygon(layer.toGeoJSON().geometry)));
      current.fitBounds(layer.getBounds(), { maxZoom: 15 });
    }
  });

  // `isolate`: Leaflet's panes (z-index 400 and up) stay inside the map, under dialogs and toasts.
  return (
    <div
      ref={element}
      style={{ height }}
      className="isolate w-full rounded-lg border border-slate-200 bg-slate-100"
      data-testid="zone-map"
      data-ready={ready}
    />
  );
}
