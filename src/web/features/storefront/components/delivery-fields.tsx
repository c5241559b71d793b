import { type ChangeEvent, type ReactNode, useId, useState } from "react";
import { useT } from "#web/lib/i18n/page-language";
import { cn } from "#web/lib/utils";
import { serverText } from "../hooks/order-failure";
import { type CheckoutDetails, checkoutHints } from "../utils/checkout-details";

export const fieldClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 text-base placeholder:text-slate-400 focus-visible:border-(--store-primary) focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-(--store-primary)";

export function Field({
  label,
  hint,
  children,
}: {
  label: string;
  /** Shown under the field; screen readers hear the field as invalid and described by it. */
  hint?: string;
  children: (id: string, hinted: { "aria-describedby"?: string; "aria-invalid"?: true }) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children(id, hint ? { "aria-describedby": hintId, "aria-invalid": true } : {})}
      {hint && (
        <p id={hintId} className="text-sm text-red-700">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * The delivery details a customer gives with any order: name, phone, an email for updates
 * (optional), address (not for a pickup), notes.
 */
export function DeliveryFields({
  details,
  onChange,
  withAddress = true,
}: {
  details: CheckoutDetails;
  onChange: (details: CheckoutDetails) => void;
  withAddress?: boolean;
}) {
  // A hint shows once the customer has left the field, not while they are still typing.
  const [left, setLeft] = useState<Partial<Record<keyof CheckoutDetails, boolean>>>({});
  const t = useT();
  const hints = checkoutHints(details);
  /** The address's hint is the storefront's own words; the phone's and the email's the order schema's. */
  const hintFor = (key: "phone" | "address" | "email") => {
    const hint = left[key] && details[key].trim() !== "" ? hints[key] : undefined;
    if (!hint) return undefined;
    return key === "address" ? t("checkout.addressHint") : serverText(hint, t);
  };
  /** One detail's value, and what typing in and leaving its field do. */
  const bind = (key: keyof CheckoutDetails) => ({
    value: details[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange({ ...details, [key]: e.target.value }),
    onBlur: () => setLeft((l) => ({ ...l, [key]: true })),
  });
  return (
    <>
      <Field label={t("checkout.fullName")}>
        {(id) => (
          <input id={id} required autoComplete="name" {...bind("name")} className={cn(fieldClass, "h-11")} />
        )}
      </Field>
      <Field label={t("checkout.phone")} hint={hintFor("phone")}>
        {(id, hinted) => (
          <input
            id={id}
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            {...hinted}
            {...bind("phone")}
            className={cn(fieldClass, "h-11")}
          />
        )}
      </Field>
      <Field label={t("checkout.email")} hint={hintFor("email")}>
        {(id, hinted) => (
          <input
            id={id}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            placeholder={t("checkout.emailPlaceholder")}
            {...hinted}
            {...bind("email")}
            className={cn(fieldClass, "h-11")}
          />
        )}
      </Field>
      {withAddress && (
        <Field label={t("checkout.address")} hint={hintFor("address")}>
          {(id, hinted) => (
            <textarea
              id={id}
              required
              rows={3}
              autoComplete="street-address"
              {...hinted}
              {...bind("address")}
              className={cn(fieldClass, "py-2")}
            />
          )}
        </Field>
      )}
      <Field label={t("checkout.notes")}>
        {(id) => (
          <textarea
            id={id}
            rows={2}
            maxLength={1000}
            placeholder={t("checkout.notesPlaceholder")}
            {...bind("notes")}
            className={cn(fieldClass, "py-2")}
          />
        )}
      </Field>
    </>
  );
}
