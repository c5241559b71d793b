import { BadgeDollarSign, Percent, Truck } from "lucide-react";
import type { TDiscountKind } from "#contracts/discounts";
import { cn } from "#web/lib/utils";

const KINDS: { value: TDiscountKind; label: string; hint: string; icon: typeof Percent }[] = [
  { value: "percent", label: "Percentage", hint: "A share off the subtotal", icon: Percent },
  { value: "fixed", label: "Fixed amount", hint: "An amount off the subtotal", icon: BadgeDollarSign },
  { value: "free_delivery", label: "Free delivery", hint: "No delivery fee", icon: Truck },
];

/**
 * What the code gives, as three radio cards in a row (a phone too: the hints wrap). Each radio is
 * named by its title alone (getByLabel("Percentage")); its hint describes it.
 */
export function DiscountKindField({
  value,
  onChange,
}: {
  value: TDiscountKind;
  onChange: (kind: TDiscountKind) => void;
}) {
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Kind</legend>
      <div className="grid grid-cols-3 gap-2">
        {KINDS.map(({ value: kind, label, hint, icon: Icon }) => (
          <label
            key={kind}
            className={cn(
              "flex cursor-pointer flex-col items-start gap-1 rounded-lg border p-2.5 has-focus-visible:outline-2 has-focus-visible:outline-blue-500 sm:p-3",
              value === kind
                ? "border-blue-600 bg-blue-50 text-blue-900"
                : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name="discount-kind"
              value={kind}
              checked={value === kind}
              onChange={() => onChange(kind)}
              aria-labelledby={`discount-kind-${kind}`}
              aria-describedby={`discount-kind-${kind}-hint`}
            />
            <Icon className="h-5 w-5 shrink-0" aria-hidden />
            <span className="grid">
              <span id={`discount-kind-${kind}`} className="text-sm font-medium">
                {label}
              </span>
              <span id={`discount-kind-${kind}-hint`} className="text-xs text-slate-600">
                {hint}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
