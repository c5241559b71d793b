import { Clock, Store } from "lucide-react";
import { readyLine } from "#contracts/fulfilment";
import { TERMS_TEXT } from "../utils/checkout-terms";

/** Where a pickup order is collected and when it is ready: the lead time, or the chosen slot. */
export function PickupDetails({
  address,
  leadMinutes,
  when,
}: {
  /** The store's address (or its name when it has none). */
  address: string;
  leadMinutes: number;
  /** "Tue 18:30": the chosen slot, for an order for later. */
  when: string | null;
}) {
  return (
    <section
      aria-label="Pickup"
      className="grid gap-1.5 rounded-xl border border-slate-200 p-3 text-sm text-slate-700"
      data-testid="pickup-details"
    >
      <p className="flex items-start gap-2 font-medium text-slate-900">
        <Store className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />{" "}
        {TERMS_TEXT.pickUpAt(address)}
      </p>
      <p className="flex items-start gap-2">
        <Clock className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />{" "}
        {when ? TERMS_TEXT.readyAt(when) : readyLine(leadMinutes)}
      </p>
    </section>
  );
}
