import { useQuery } from "@tanstack/react-query";
import { SPEC_MAP_CENTER, type TLatLng } from "#contracts/maps";
import { useT } from "#web/lib/i18n/page-language";
import { deliveryAreasQueryOptions } from "#web/lib/map/delivery-areas";
import { startView } from "#web/lib/map/geometry";
import { mapSettingsQueryOptions } from "#web/lib/map/map-settings";
import PinMap from "#web/lib/map/pin-map";

/**
 * The shopper's map at the delivery check (issue 42): it opens on the store's delivery areas
 * (shaded), else on the store's own location, else on the server's default centre; the pin is the
 * detected position or the one they put with a tap and drag to their door (`onPick` with where it
 * ends). `focus` moves the view without a pin. Loaded lazily: only stores with zones need it.
 */
export default function LocationMap({
  point,
  onPick,
  focus = null,
  merchantSlug,
}: {
  point: TLatLng | null;
  onPick: (point: TLatLng) => void;
  focus?: { lat: number; lng: number; zoom: number } | null;
  /** The store whose areas are shaded and whose map this is. */
  merchantSlug?: string;
}) {
  const t = useT();
  const settings = useQuery(mapSettingsQueryOptions());
  const store = useQuery({
    ...deliveryAreasQueryOptions(merchantSlug ?? ""),
    enabled: Boolean(merchantSlug),
  });
  // Without its areas (no store named, or the read failed) the map still opens, on the default.
  const settled = !settings.isPending && (!merchantSlug || !store.isPending);
  const areas = store.data?.areas ?? [];
  const start = settled
    ? startView({
        areas: areas.map((area) => area.polygon),
        location: store.data?.location ?? null,
        defaultCenter: settings.data?.defaultCenter ?? SPEC_MAP_CENTER,
      })
    : null;
  return (
    <div className="grid gap-1">
      <PinMap
        start={start}
        tileUrl={settings.isError ? null : (settings.data?.tileUrl ?? "")}
        areas={store.data?.areas}
        point={point}
        onPick={onPick}
        focus={focus}
        label={areas.length > 0 ? t("store.mapLabelAreas") : t("store.mapLabel")}
      />
      {areas.length > 0 && (
        <p className="flex items-center gap-1.5 text-xs text-slate-600" data-testid="delivery-areas-legend">
          <span
            aria-hidden
            className="inline-block h-3 w-3 rounded-sm border border-green-600 bg-green-500/30"
          />
          {t("store.mapLegend")}
        </p>
      )}
    </div>
  );
}
