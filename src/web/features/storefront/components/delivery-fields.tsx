import { type ReactNode, useId, useState } from "react";
import { cn } from "#web/lib/utils";
import { type CheckoutDetails, checkoutHints } from "../utils/checkout-details";

export const fieldClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 text-base placeholder:text-slate-400 focus-visible:border-(--store-primary) focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-(--store-primary)";

export function Field({
  label,
  hint,
  children,
}: {
  label: string;
  /** Shown under the field, and tied to it for screen readers. */
  hint?: string;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children(id, hint ? hintId : undefined)}
      {hint && (
        <p id={hintId} className="text-sm text-red-700">
          {hint}
        </p>
      )}
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
  // A hint shows once the customer has left the field, not while they are still typing.
  const [left, setLeft] = useState<Partial<Record<"phone" | "address", boolean>>>({});
  const hints = checkoutHints(details);
  const hintFor = (key: "phone" | "address") =>
    left[key] && details[key].trim() !== "" ? hints[key] : undefined;
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
      <Field label="Phone Number *" hint={hintFor("phone")}>
        {(id, describedBy) => (
          <input
            id={id}
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            aria-describedby={describedBy}
            aria-invalid={describedBy ? true : undefined}
            value={details.phone}
            onBlur={() => setLeft((l) => ({ ...l, phone: true }))}
            onChange={(e) => set("phone")(e.target.value)}
            className={cn(fieldClass, "h-11")}
          />
        )}
      </Field>
      <Field label="Delivery Address *" hint={hintFor("address")}>
        {(id, describedBy) => (
          <textarea
            id={id}
            required
            rows={3}
            autoComplete="street-address"
            aria-describedby={describedBy}
            aria-invalid={describedBy ? true : undefined}
            value={details.address}
            onBlur={() => setLeft((l) => ({ ...l, address: true }))}
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
