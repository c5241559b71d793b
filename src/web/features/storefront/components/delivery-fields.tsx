import { type ReactNode, useId } from "react";
import { cn } from "#web/lib/utils";
import type { CheckoutDetails } from "../utils/checkout-details";

export const fieldClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 text-base placeholder:text-slate-400 focus-visible:border-(--store-primary) focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-(--store-primary)";

export function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** The delivery details a customer gives with any order: name, phone, address, notes. */
export function DeliveryFields({
  details,
  onChange,
}: {
  details: CheckoutDetails;
  onChange: (details: CheckoutDetails) => void;
}) {
  const set = (key: keyof CheckoutDetails) => (value: string) => onChange({ ...details, [key]: value });
  return (
    <>
      <Field label="Full Name *">
        {(id) => (
          <input
            id={id}
            required
            autoComplete="name"
            value={details.name}
            onChange={(e) => set("name")(e.target.value)}
            className={cn(fieldClass, "h-11")}
          />
        )}
      </Field>
      <Field label="Phone Number *">
        {(id) => (
          <input
            id={id}
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={details.phone}
            onChange={(e) => set("phone")(e.target.value)}
            className={cn(fieldClass, "h-11")}
          />
        )}
      </Field>
      <Field label="Delivery Address *">
        {(id) => (
          <textarea
            id={id}
            required
            rows={3}
            autoComplete="street-address"
            value={details.address}
            onChange={(e) => set("address")(e.target.value)}
            className={cn(fieldClass, "py-2")}
          />
        )}
      </Field>
      <Field label="Order Notes (Optional)">
        {(id) => (
          <textarea
            id={id}
            rows={2}
            maxLength={1000}
            placeholder="Gate code, preferred delivery time..."
            value={details.notes}
            onChange={(e) => set("notes")(e.target.value)}
            className={cn(fieldClass, "py-2")}
          />
        )}
      </Field>
    </>
  );
}
