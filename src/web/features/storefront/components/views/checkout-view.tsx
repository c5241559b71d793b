import { Info, Loader2 } from "lucide-react";
import { type FormEvent, type ReactNode, useId } from "react";
import { effectivePriceCents, formatMoney } from "../../../../../contracts/money";
import type { CartLine } from "../../../../lib/cart-storage";
import { cn } from "../../../../lib/utils";
import { cartTotalCents, lineTotalCents } from "../../utils/cart";
import { themedButton } from "../../utils/store-theme";
import { EmptyCart } from "./cart-view";

export interface CheckoutDetails {
  name: string;
  phone: string;
  address: string;
  notes: string;
}

export const EMPTY_CHECKOUT: CheckoutDetails = { name: "", phone: "", address: "", notes: "" };

/** Name, phone and address must be non-empty (spec section 5). */
export const checkoutComplete = (details: CheckoutDetails) =>
  details.name.trim() !== "" && details.phone.trim() !== "" && details.address.trim() !== "";

const fieldClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 text-base placeholder:text-slate-400 focus-visible:border-(--store-primary) focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-(--store-primary)";

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
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

export function CheckoutView({
  lines,
  details,
  onDetailsChange,
  onSubmit,
  submitting,
  deliveryZones,
  onContinue,
}: {
  lines: CartLine[];
  details: CheckoutDetails;
  onDetailsChange: (details: CheckoutDetails) => void;
  onSubmit: () => void;
  submitting: boolean;
  /** The store delivers to drawn areas only. */
  deliveryZones: boolean;
  onContinue: () => void;
}) {
  if (lines.length === 0) {
    return (
      <div className="grid gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Checkout</h1>
        <EmptyCart onContinue={onContinue} />
      </div>
    );
  }
  const total = formatMoney(cartTotalCents(lines));
  const ready = checkoutComplete(details);
  const set = (key: keyof CheckoutDetails) => (value: string) =>
    onDetailsChange({ ...details, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !submitting) onSubmit();
  };

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Checkout</h1>
      <div className="grid items-start gap-4 lg:grid-cols-5">
        <section
          aria-labelledby="summary-heading"
          className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 lg:sticky lg:top-20 lg:order-2 lg:col-span-2"
        >
          <h2 id="summary-heading" className="text-lg font-semibold text-slate-900">
            Order Summary
          </h2>
          <ul className="mt-3 grid gap-2 text-sm">
            {lines.map((line) => (
              <li key={line.product.id} className="flex items-start justify-between gap-3">
                <span className="min-w-0 text-slate-700">
                  <span className="font-medium text-slate-900">{line.product.name}</span>
                  <span className="block text-slate-500">
                    {line.quantity} × {formatMoney(effectivePriceCents(line.product))}
                  </span>
                </span>
                <span className="shrink-0 font-medium tabular-nums">{formatMoney(lineTotalCents(line))}</span>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex items-baseline justify-between border-t border-slate-200 pt-3">
            <span className="font-semibold">Total</span>
            <span className="text-xl font-bold tabular-nums" data-testid="checkout-total">
              {total}
            </span>
          </div>
        </section>

        <form
          onSubmit={submit}
          aria-labelledby="delivery-heading"
          className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 lg:col-span-3"
        >
          <h2 id="delivery-heading" className="text-lg font-semibold text-slate-900">
            Delivery Details
          </h2>
          {deliveryZones && (
            <p className="flex gap-2 rounded-lg bg-(--store-primary-soft) p-3 text-sm text-slate-700">
              <Info className="mt-0.5 h-4 w-4 shrink-0 text-(--store-primary-strong)" aria-hidden />
              This store delivers to selected areas only.
            </p>
          )}
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
          <button
            type="submit"
            disabled={!ready || submitting}
            aria-describedby={ready ? undefined : "checkout-hint"}
            className={cn(
              "inline-flex h-12 w-full cursor-pointer items-center justify-center gap-2 rounded-xl text-base font-semibold shadow-sm disabled:cursor-not-allowed disabled:opacity-50",
              themedButton,
            )}
          >
            {submitting ? (
              <>
                <Loader2 className="h-5 w-5 animate-spin" aria-hidden /> Processing Order...
              </>
            ) : (
              `Place Order - ${total}`
            )}
          </button>
          {!ready && (
            <p id="checkout-hint" className="-mt-2 text-center text-sm text-slate-500">
              Enter your name, phone number and delivery address to place the order.
            </p>
          )}
        </form>
      </div>
    </div>
  );
}
