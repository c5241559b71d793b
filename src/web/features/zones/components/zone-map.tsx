import { useQuery } from "@tanstack/react-query";
import type L from "leaflet";
import { useEffect, useRef, useState } from "react";
import { LOCATION_ZOOM, SPEC_MAP_CENTER } from "#contracts/maps";
import type { TZone, TZonePolygon } from "#contracts/zones";
import { userQueryOptions } from "#web/features/auth/api/get-user";
import { startView, toLatLngs } from "#web/lib/map/geometry";
import {
  addTiles,
  labelDrawingTools,
  loadLeafletWithDrawing,
  removeMap,
  showStart,
  type TileStatus,
} from "#web/lib/map/load-leaflet";
import { mapSettingsQueryOptions } from "#web/lib/map/map-settings";
import { TileNotice } from "#web/lib/map/tile-notice";
import { toZonePolygon, zoneStyle } from "../utils/zone-polygon";

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
  const settings = useQuery(mapSettingsQueryOptions());
  const user = useQuery(userQueryOptions());
  // Leaflet loads asynchronously; this re-renders once it is there, so the layers below follow.
  const [ready, setReady] = useState(false);
  const [tiles, setTiles] = useState<TileStatus>("loading");

  // Where it opens (issue 42): the store's active areas, else all it has drawn, else its location,
  // else the server's default centre. Known once the settings and the merchant have been read.
  const settled = !settings.isPending && !user.isPending;
  const start = useRef<ReturnType<typeof startView> | null>(null);
  if (settled && !start.current) {
    const drawn = zones.filter((z) => z.polygon);
    const active = drawn.filter((z) => z.active);
    start.current = startView({
      areas: (active.length > 0 ? active : drawn).map((z) => z.polygon as TZonePolygon),
      location: user.data?.location ?? null,
      defaultCenter: settings.data?.defaultCenter ?? SPEC_MAP_CENTER,
    });
  }

  // The map itself: created once, where it opens is known; removed on unmount.
  useEffect(() => {
    let cancelled = false;
    if (!settled) return;
    void loadLeafletWithDrawing().then((Lf) => {
      if (cancelled || !element.current || !start.current) return;
      leaflet.current = Lf;
      const created = Lf.map(element.current);
      showStart(created, start.current);
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
  }, [settled]);

  useEffect(() => {
    if (!ready || !map.current) return;
    if (settings.isError) setTiles("failed");
    else if (settings.data) addTiles(map.current, settings.data.tileUrl, setTiles);
  }, [ready, settings.data, settings.isError]);

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
    labelDrawingTools(current.getContainer());
    if (initial && !drawn.current) {
      const layer = Lf.polygon(toLatLngs(initial), zoneStyle(true)).addTo(current);
      drawn.current = layer;
      layer.on("pm:edit", () => onChangeRef.current?.(toZonePolygon(layer.toGeoJSON().geometry)));
      current.fitBounds(layer.getBounds(), { maxZoom: 15 });
    }
  });

  // `isolate`: Leaflet's panes (z-index 400 and up) stay inside the map, under dialogs and toasts.
  return (
    <div className="relative w-full" style={{ height }}>
      <section
        ref={element}
        aria-label={drawing ? "Delivery area map: draw the area with the polygon tool" : "Delivery area map"}
        className="isolate h-full w-full rounded-lg border border-slate-200 bg-slate-100"
        data-testid="zone-map"
        data-ready={ready}
        data-opened-on={start.current?.kind}
      />
      {ready && <TileNotice status={tiles} use="draw" />}
    </div>
  );
}
