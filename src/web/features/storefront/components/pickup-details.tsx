import { Clock, Store } from "lucide-react";
import { readyLine } from "#contracts/fulfilment";
import { useT } from "#web/lib/i18n/page-language";
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
  const t = useT();
  return (
    <section
      aria-label={t("checkout.pickup")}
      className="grid gap-1.5 rounded-xl border border-slate-200 p-3 text-sm text-slate-700"
      data-testid="pickup-details"
    >
      <p className="flex items-start gap-2 font-medium text-slate-900">
        <Store className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />{" "}
        {TERMS_TEXT.pickUpAt(address, t)}
      </p>
      <p className="flex items-start gap-2">
        <Clock className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />{" "}
        {when ? TERMS_TEXT.readyAt(when, t) : readyLine(leadMinutes, t)}
      </p>
    </section>
  );
}
