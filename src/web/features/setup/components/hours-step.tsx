import { useQuery } from "@tanstack/react-query";
import { Globe } from "lucide-react";
import { useState } from "react";
import { HOURS_PRESETS } from "#contracts/store-setup";
import type { TOpeningRange } from "#contracts/trading-hours";
import { LoadError } from "#web/components/ui/load-error";
import { FullPageMessage } from "#web/components/ui/spinner";
import { tradingQueryOptions } from "#web/features/settings/api/trading";
import { saveOpeningHours } from "../api/save-opening-hours";
import { knownType } from "../utils/setup-screens";
import { StepActions, type StepProps } from "./step-actions";

function HoursEditor({
  nav,
  pieces,
  start,
  timeZone,
}: StepProps & { start: TOpeningRange[]; timeZone: string }) {
  const [hours, setHours] = useState(start);
  return (
    <>
      <p className="flex items-center gap-2 text-sm text-slate-600" data-testid="setup-time-zone">
        <Globe className="h-4 w-4 shrink-0" aria-hidden /> Times are in {timeZone.replaceAll("_", " ")}.
      </p>
      <fieldset className="grid gap-1">
        <legend className="sr-only">Weekly hours</legend>
        {pieces.hoursEditor(hours, setHours)}
      </fieldset>
      <StepActions nav={nav} onContinue={() => nav.done(() => saveOpeningHours(hours))} />
    </>
  );
}

/**
 * Step 3, "When you are open": the usual hours of the store's kind (or those it saved before), to
 * change day by day, in the store's time zone.
 */
export function HoursStep(props: StepProps) {
  const trading = useQuery(tradingQueryOptions());
  if (trading.isPending) return <FullPageMessage spinner>Loading your hours...</FullPageMessage>;
  if (trading.isError) {
    return <LoadError what="opening hours" error={trading.error} onRetry={() => trading.refetch()} />;
  }
  const saved = trading.data.openingHours;
  return (
    <HoursEditor
      {...props}
      start={saved.length > 0 ? saved : HOURS_PRESETS[knownType(props.user.businessType)]}
      timeZone={trading.data.timeZone}
    />
  );
}
