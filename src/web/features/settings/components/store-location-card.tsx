import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Loader2, MapPin, Search } from "lucide-react";
import { type FormEvent, lazy, Suspense, useId, useState } from "react";
import type { TMerchant } from "#contracts/auth";
import { LOCATION_ZOOM, MAP_MESSAGES, SPEC_MAP_CENTER, type TLatLng } from "#contracts/maps";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { errorMessage } from "#web/lib/api-client";
import { startView } from "#web/lib/map/geometry";
import { mapSettingsQueryOptions } from "#web/lib/map/map-settings";
import { geocodeQueryOptions } from "../api/geocode";
import { useSaveCustomization } from "../api/save-customization";
import { settingsToasts } from "../utils/settings-toasts";

// Leaflet loads with the map, on this tab only (the dashboard's other tabs load no map code).
const PinMap = lazy(() => import("#web/lib/map/pin-map"));

const MAP_LABEL =
  "Map of your store's location: tap to pin your store, or press Enter to pin the map's centre";

const samePoint = (a: TLatLng | null, b: TLatLng | null) => a?.lat === b?.lat && a?.lng === b?.lng;
const shown = (point: TLatLng) => `${point.lat.toFixed(6)}, ${point.lng.toFixed(6)}`;

type Found = { kind: "none"; message: string } | { kind: "street" | "coarse"; label: string };

/**
 * A store's point, by its address (found by the server's geocoder) or a pin on a small map: the
 * store location card's, and the first-run path's delivery step's (issue 48). Without a map (tiles
 * off or failing), the address still finds the point.
 */
export function StoreLocationPicker({
  saved,
  initialAddress,
  point,
  onPick,
}: {
  /** Where the map opens when nothing is picked yet. */
  saved: TLatLng | null;
  initialAddress: string;
  point: TLatLng | null;
  onPick: (point: TLatLng) => void;
}) {
  const [focus, setFocus] = useState<{ lat: number; lng: number; zoom: number } | null>(null);
  const [address, setAddress] = useState(initialAddress);
  const [finding, setFinding] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  const settings = useQuery(mapSettingsQueryOptions());
  const queryClient = useQueryClient();
  const id = useId();

  const find = async (event: FormEvent) => {
    event.preventDefault();
    const q = address.trim();
    if (!q) return;
    setFinding(true);
    try {
      const { result } = await queryClient.fetchQuery(geocodeQueryOptions(q));
      if (!result) {
        setFound({ kind: "none", message: MAP_MESSAGES.addressNotFound });
        return;
      }
      const spot = { lat: result.lat, lng: result.lng };
      onPick(spot);
      setFocus({ ...spot, zoom: result.precision === "street" ? 17 : LOCATION_ZOOM });
      setFound({ kind: result.precision === "street" ? "street" : "coarse", label: result.label });
    } catch (error) {
      setFound({ kind: "none", message: `${MAP_MESSAGES.addressNotFound}: ${errorMessage(error)}` });
    } finally {
      setFinding(false);
    }
  };

  const start = settings.isPending
    ? null
    : startView({
        areas: [],
        location: saved,
        defaultCenter: settings.data?.defaultCenter ?? SPEC_MAP_CENTER,
      });

  return (
    <>
      <form
        onSubmit={find}
        className="flex flex-wrap items-end gap-2"
        aria-label="Find your store by address"
      >
        <FormField id={`${id}-address`} label="Address" className="min-w-0 flex-1 basis-60">
          <Input
            id={`${id}-address`}
            value={address}
            autoComplete="off"
            onChange={(e) => setAddress(e.target.value)}
          />
        </FormField>
        <Button type="submit" variant="outline" disabled={finding || !address.trim()}>
          {finding ? <Loader2 className="animate-spin" aria-hidden /> : <Search aria-hidden />} Find on map
        </Button>
      </form>
      <div role="status" className="text-sm empty:hidden">
        {found?.kind === "none" && <span className="text-red-700">{found.message}</span>}
        {found?.kind === "street" && (
          <span className="text-slate-700">
            Found {found.label}. Check the pin is on your store, then save.
          </span>
        )}
        {found?.kind === "coarse" && (
          <span className="text-amber-800">
            Found {found.label}, not the street: tap the map on your store, then save.
          </span>
        )}
      </div>
      <Suspense fallback={<div className="h-56 rounded-lg bg-slate-100" />}>
        <PinMap
          start={start}
          tileUrl={settings.isError ? null : (settings.data?.tileUrl ?? "")}
          point={point}
          onPick={onPick}
          focus={focus}
          label={MAP_LABEL}
          className="h-56"
        />
      </Suspense>
      <p className="text-xs text-slate-500">Tap the map to put the pin on your store, or drag the pin.</p>
    </>
  );
}

/**
 * Where the store is (issue 42): maps with no delivery area drawn open here (the zone editor, the
 * customers' checkout map). Saved with the store's look (PUT /api/merchant/customization).
 */
export function StoreLocationCard({ user }: { user: TMerchant }) {
  const saved = user.location;
  const [pending, setPending] = useState<TLatLng | null>(saved);
  const save = useSaveCustomization(settingsToasts.saved("Store location saved", "Your maps open here now."));

  const store = (location: TLatLng | null) =>
    save.mutate({
      // The look as saved: this card changes only the location (an unsaved edit above stays in its form).
      logoUrl: user.logoUrl,
      customDisplayName: user.customDisplayName,
      contactPhone: user.contactPhone,
      theme: user.theme,
      location,
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MapPin className="h-5 w-5" aria-hidden /> Store location
        </CardTitle>
        <CardDescription>
          Until you draw a delivery area, your zone editor and your customers' checkout map open here.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-slate-700" data-testid="store-location">
          {saved ? `Saved: ${shown(saved)}` : "Not set yet: find your address or tap the map on your store."}
        </p>
        <StoreLocationPicker
          saved={saved}
          initialAddress={user.address ?? ""}
          point={pending}
          onPick={setPending}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => store(pending)}
            disabled={save.isPending || pending === null || samePoint(pending, saved)}
          >
            {save.isPending && <Loader2 className="animate-spin" aria-hidden />} Save Location
          </Button>
          {saved && (
            <Button
              variant="outline"
              disabled={save.isPending}
              onClick={() => {
                setPending(null);
                store(null);
              }}
            >
              Remove Location
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
