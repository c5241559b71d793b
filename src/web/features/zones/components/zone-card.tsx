import { useQuery } from "@tanstack/react-query";
import { PenTool } from "lucide-react";
import { Fragment } from "react";
import { US_DOLLARS } from "#contracts/money";
import type { TZone } from "#contracts/zones";
import { EditDeleteButtons } from "#web/components/edit-delete-buttons";
import { Button } from "#web/components/ui/button";
import { Switch } from "#web/components/ui/switch";
import { merchantMoneyQueryOptions } from "#web/features/auth/api/get-user";
import { cn } from "#web/lib/utils";
import { ZONE_PRICE_SEPARATOR, zonePriceParts } from "../utils/zone-prices";

/** A zone: name, its prices in one line, the active switch, edit and delete, its status, and Draw / Redraw Area. */
export function ZoneCard({
  zone,
  selected,
  onToggle,
  onEdit,
  onDelete,
  onDraw,
}: {
  zone: TZone;
  selected: boolean;
  onToggle: (active: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
  onDraw: () => void;
}) {
  const money = useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS;
  const switchId = `zone-active-${zone.id}`;
  return (
    <div
      className={cn(
        "grid gap-2 rounded-lg border p-3",
        selected ? "border-blue-500 bg-blue-50/50" : "border-slate-200",
      )}
      data-testid="zone-card"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-medium">{zone.name}</h3>
          {/* On a narrow card the line wraps between the parts, never inside "$15.00 minimum". */}
          <p className="text-sm text-slate-600" data-testid="zone-prices">
            {zonePriceParts(zone, money).map((part, i) => (
              <Fragment key={part}>
                {i > 0 && ZONE_PRICE_SEPARATOR}
                <span className="whitespace-nowrap">{part}</span>
              </Fragment>
            ))}
          </p>
        </div>
        <EditDeleteButtons label={zone.name} onEdit={onEdit} onDelete={onDelete} />
      </div>
      <div className="flex items-center gap-2 text-sm">
        <Switch
          id={switchId}
          checked={zone.active}
          onCheckedChange={onToggle}
          aria-label={`${zone.name} active`}
        />
        <label htmlFor={switchId} className={zone.active ? "text-emerald-700" : "text-slate-500"}>
          {zone.active ? "Active - accepting deliveries" : "Inactive - not accepting deliveries"}
        </label>
      </div>
      {!zone.polygon && <p className="text-sm text-amber-700">(No area drawn)</p>}
      <Button variant="outline" size="sm" className="justify-self-start" onClick={onDraw} disabled={selected}>
        <PenTool aria-hidden /> {zone.polygon ? "Redraw Area" : "Draw Area"}
      </Button>
    </div>
  );
}
