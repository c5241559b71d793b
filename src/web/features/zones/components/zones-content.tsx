import { MapPin, Plus, Save, X } from "lucide-react";
import { useState } from "react";
import type { TZone, TZonePolygon } from "#contracts/zones";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardTitle } from "#web/components/ui/card";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { EmptyState } from "#web/components/ui/empty-state";
import { FullPageMessage } from "#web/components/ui/spinner";
import { toast } from "#web/components/ui/use-toast";
import { errorMessage } from "#web/lib/api-client";
import { useZones } from "../api/get-zones";
import { useDeleteZone, useUpdateZone } from "../api/save-zone";
import { zoneToasts } from "../utils/zone-toasts";
import { ZoneCard } from "./zone-card";
import { ZoneFormDialog } from "./zone-form-dialog";
import { ZoneMap } from "./zone-map";

/** The delivery zones screen's body: the zones on the left, the map on the right (spec section 2). */
export function ZonesContent() {
  const zones = useZones();
  const toggle = useUpdateZone(zoneToasts.switched);
  const update = useUpdateZone(zoneToasts.updated);
  const remove = useDeleteZone(zoneToasts.deleted);
  const [selected, setSelected] = useState<TZone | null>(null);
  const [pending, setPending] = useState<TZonePolygon | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<TZone | null>(null);
  const [deleting, setDeleting] = useState<TZone | null>(null);

  if (zones.isPending) return <FullPageMessage spinner>Loading your delivery zones...</FullPageMessage>;
  if (zones.isError) {
    return (
      <FullPageMessage>
        <p className="font-medium text-slate-900">Could not load your delivery zones</p>
        <p className="mt-1 text-sm">{errorMessage(zones.error)}</p>
      </FullPageMessage>
    );
  }
  const list = zones.data ?? [];
  const activeCount = list.filter((z) => z.active).length;

  const draw = (zone: TZone) => {
    setSelected(zone);
    setPending(zone.polygon);
  };
  const cancel = () => {
    setSelected(null);
    setPending(null);
  };
  const savePolygon = () => {
    if (!selected) return;
    if (!pending) {
      toast({
        title: "No polygon drawn",
        description: "Please draw a delivery zone on the map before saving",
        variant: "destructive",
      });
      return;
    }
    update.mutate({ id: selected.id, data: { polygon: pending } }, { onSuccess: cancel });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Card className="self-start">
        {/* CardHeader's padding in a row (its class names are joined, not merged with others). */}
        <div className="flex flex-row items-start justify-between gap-2 p-5 sm:p-6">
          <div>
            <CardTitle>Your Delivery Zones</CardTitle>
            <CardDescription data-testid="zones-summary">
              {list.length > 0
                ? `${activeCount} active zones of ${list.length} total`
                : "No zones yet: add one and draw its area."}
            </CardDescription>
          </div>
          <Button
            size="sm"
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            <Plus aria-hidden /> Add Zone
          </Button>
        </div>
        <CardContent className="grid gap-3">
          {list.length === 0 ? (
            <EmptyState look="admin" icon={MapPin} title="No delivery zones">
              <p className="max-w-sm text-sm text-slate-500">
                Without zones, your store takes orders from any address.
              </p>
            </EmptyState>
          ) : (
            list.map((zone) => (
              <ZoneCard
                key={zone.id}
                zone={zone}
                selected={selected?.id === zone.id}
                onToggle={(active) => toggle.mutate({ id: zone.id, data: { active } })}
                onEdit={() => {
                  setEditing(zone);
                  setFormOpen(true);
                }}
                onDelete={() => setDeleting(zone)}
                onDraw={() => draw(zone)}
              />
            ))
          )}
        </CardContent>
      </Card>
      <Card>
        <div className="flex flex-row flex-wrap items-center justify-between gap-2 p-5 sm:p-6">
          <div>
            <CardTitle>Delivery Area Map</CardTitle>
            <CardDescription>
              {selected
                ? `Drawing the area of ${selected.name}`
                : "Green: active zones. Gray: inactive ones."}
            </CardDescription>
          </div>
          {selected && (
            <div className="flex gap-2">
              <Button size="sm" onClick={savePolygon} disabled={update.isPending}>
                <Save aria-hidden /> Save Polygon
              </Button>
              <Button size="sm" variant="outline" onClick={cancel}>
                <X aria-hidden /> Cancel
              </Button>
            </div>
          )}
        </div>
        <CardContent>
          <ZoneMap
            key={selected?.id ?? "all"}
            zones={list}
            hiddenZoneId={selected?.id}
            drawing={selected !== null}
            initial={selected?.polygon ?? null}
            height={600}
            onChange={(polygon) => {
              setPending(polygon);
              if (polygon) toast({ title: "Polygon drawn", description: "Click Save Polygon to keep it." });
            }}
          />
        </CardContent>
      </Card>
      <ZoneFormDialog open={formOpen} onOpenChange={setFormOpen} zone={editing} zones={list} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete delivery zone"
        description="Are you sure you want to delete this delivery zone? This action cannot be undone."
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </div>
  );
}
