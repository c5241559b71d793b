import { useQuery } from "@tanstack/react-query";
import { LocateFixed } from "lucide-react";
import { useRef, useState } from "react";
import { US_DOLLARS } from "#contracts/money";
import type { TZone, TZonePolygon } from "#contracts/zones";
import { Button } from "#web/components/ui/button";
import type { DialogOpenProps } from "#web/components/ui/dialog";
import { FormActions, FormDialog } from "#web/components/ui/form-dialog";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { Switch } from "#web/components/ui/switch";
import { toast } from "#web/components/ui/use-toast";
import { merchantMoneyQueryOptions } from "#web/features/auth/api/get-user";
import { useCreateZone, useUpdateZone } from "../api/save-zone";
import {
  toZonePriceValues,
  type ZonePriceField,
  type ZonePriceValues,
  zonePricePayload,
} from "../utils/zone-prices";
import { zoneToasts } from "../utils/zone-toasts";
import { ZoneMap, type ZoneMapHandle } from "./zone-map";
import { ZonePriceFields } from "./zone-price-fields";

/**
 * Create mode draws the area too; edit mode changes the name, the switch (spec section 4) and the
 * prices (issue 27), never the area (that is the card's Redraw Area).
 */
function ZoneForm({ zone, zones, onDone }: { zone: TZone | null; zones: TZone[]; onDone: () => void }) {
  const { currency } = useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS;
  const [name, setName] = useState(zone?.name ?? "");
  const [active, setActive] = useState(zone?.active ?? true);
  const [polygon, setPolygon] = useState<TZonePolygon | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [prices, setPrices] = useState<ZonePriceValues>(() => toZonePriceValues(zone, currency));
  const [priceErrors, setPriceErrors] = useState<Partial<Record<ZonePriceField, string>>>({});
  const map = useRef<ZoneMapHandle | null>(null);
  const create = useCreateZone(zoneToasts.created);
  const update = useUpdateZone(zoneToasts.updated);

  const locate = async () => {
    if (!map.current) {
      toast({ title: "Map not ready", description: "Please wait for the map to load" });
      return;
    }
    if (!("geolocation" in navigator)) {
      toast({
        title: "Not supported",
        description: "Geolocation is not supported by your browser",
        variant: "destructive",
      });
      return;
    }
    try {
      // The geolocation code loads on the tap, as on the storefront (decision 0017's budget).
      const { detectLocation } = await import("#web/lib/geolocation");
      map.current.locate(await detectLocation());
      toast({ title: "Location detected" });
    } catch {
      toast({
        title: "Location error",
        description: "Unable to detect your location. Please check your browser settings.",
        variant: "destructive",
      });
    }
  };

  const changePrice = (field: ZonePriceField, value: string) => {
    setPrices((current) => ({ ...current, [field]: value }));
    // A corrected field loses its message at once; the others keep theirs until the next submit.
    setPriceErrors(({ [field]: _, ...others }) => others);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const nameProblem = !trimmed
      ? "Zone name is required"
      : trimmed.length > 50
        ? "Zone name must be under 50 characters"
        : null;
    const priced = zonePricePayload(prices, currency);
    // Every field's message at once: on a phone, one at a time means a submit per mistake.
    setNameError(nameProblem);
    setPriceErrors("errors" in priced ? priced.errors : {});
    if (nameProblem || "errors" in priced) return;
    const data = { name: trimmed, active, ...priced.data };
    if (zone) {
      update.mutate({ id: zone.id, data }, { onSuccess: onDone });
      return;
    }
    if (!polygon) {
      toast({
        title: "No delivery area drawn",
        description: "Please draw a delivery zone on the map before creating",
        variant: "destructive",
      });
      return;
    }
    create.mutate({ ...data, polygon }, { onSuccess: onDone });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4"
      aria-label={zone ? "Edit delivery zone" : "Create delivery zone"}
    >
      <FormField id="zone-name" label="Zone Name" error={nameError ?? undefined}>
        <Input
          id="zone-name"
          maxLength={60}
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={!!nameError}
          aria-describedby={nameError ? "zone-name-error" : undefined}
        />
      </FormField>
      <div className="flex items-center gap-3">
        <Switch id="zone-active" checked={active} onCheckedChange={setActive} />
        <label htmlFor="zone-active" className="text-sm font-medium text-slate-700">
          Active Zone
        </label>
      </div>
      <ZonePriceFields values={prices} errors={priceErrors} onChange={changePrice} />
      {!zone && (
        <div className="grid gap-2">
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm text-slate-600">Draw the area you deliver to with the polygon tool.</p>
            <Button type="button" variant="outline" size="sm" onClick={locate}>
              <LocateFixed aria-hidden /> Detect My Location
            </Button>
          </div>
          <ZoneMap
            zones={zones}
            drawing
            height={400}
            onReady={(handle) => {
              map.current = handle;
            }}
            onChange={(drawn) => {
              setPolygon(drawn);
              if (drawn) toast({ title: "Area drawn", description: "Click Create Zone to save it." });
            }}
          />
        </div>
      )}
      <FormActions
        onCancel={onDone}
        pending={create.isPending || update.isPending}
        submitLabel={zone ? "Update Zone" : "Create Zone"}
      />
    </form>
  );
}

export function ZoneFormDialog({
  zone,
  zones,
  ...dialog
}: DialogOpenProps & { zone: TZone | null; zones: TZone[] }) {
  return (
    <FormDialog
      {...dialog}
      maxWidth="max-w-2xl"
      sheetOnPhone
      // On a phone the keyboard would cover the form before the merchant has chosen what to change.
      focusFirstField={!zone}
      title={zone ? "Edit Delivery Zone" : "Create Delivery Zone"}
      description={
        zone
          ? "Rename the zone, switch it on and off, or change what delivering there costs."
          : "Name the zone, set what delivering there costs, and draw the area you deliver to."
      }
    >
      <ZoneForm zone={zone} zones={zones} onDone={() => dialog.onOpenChange(false)} />
    </FormDialog>
  );
}
