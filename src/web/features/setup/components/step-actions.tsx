import { ArrowLeft, Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import type { TLatLng } from "#contracts/maps";
import type { TUser } from "#contracts/staff";
import type { TSetupProgress, TSetupStep } from "#contracts/store-setup";
import type { TOpeningRange } from "#contracts/trading-hours";
import { Button } from "#web/components/ui/button";

/** What a step may do with the path: go back, skip, or be done (after its own writes). */
export interface StepNav {
  step: TSetupStep;
  /** Null on the first step. */
  back: (() => void) | null;
  skip: () => void;
  done: (write?: () => Promise<unknown>) => void;
  /** Which answer is being saved, if one is. */
  saving: "done" | "skipped" | null;
}

export interface LocationPickerProps {
  saved: TLatLng | null;
  initialAddress: string;
  point: TLatLng | null;
  onPick: (point: TLatLng) => void;
}

/** What the path borrows from the store's other screens; the route hands them in (features stay apart). */
export interface SetupPieces {
  /** Settings' weekly hours list. */
  hoursEditor: (hours: TOpeningRange[], onChange: (hours: TOpeningRange[]) => void) => ReactNode;
  /** Settings' store location picker: by address, or a pin when the map loads. */
  locationPicker: (props: LocationPickerProps) => ReactNode;
  /** The catalog's bulk upload dialog. */
  bulkUpload: (props: { open: boolean; onOpenChange: (open: boolean) => void }) => ReactNode;
}

/** What every step is given. */
export interface StepProps {
  nav: StepNav;
  user: TUser;
  progress: TSetupProgress;
  pieces: SetupPieces;
}

/** Back, Skip and Continue under a step: Continue named for what it does ("Publish 12 items"). */
export function StepActions({
  nav,
  onContinue,
  continueLabel = "Continue",
  disabled = false,
}: {
  nav: StepNav;
  onContinue: () => void;
  continueLabel?: string;
  disabled?: boolean;
}) {
  const busy = nav.saving !== null;
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4">
      {nav.back && (
        <Button variant="ghost" onClick={nav.back} disabled={busy}>
          <ArrowLeft aria-hidden /> Back
        </Button>
      )}
      <div className="ms-auto flex flex-wrap items-center justify-end gap-2">
        <Button variant="outline" onClick={nav.skip} disabled={busy}>
          {nav.saving === "skipped" && <Loader2 className="animate-spin" aria-hidden />} Skip
        </Button>
        <Button onClick={onContinue} disabled={busy || disabled}>
          {nav.saving === "done" && <Loader2 className="animate-spin" aria-hidden />} {continueLabel}
        </Button>
      </div>
    </div>
  );
}
