import { Banknote, Info, Loader2 } from "lucide-react";
import type { FormEvent } from "react";
import { effectivePriceCents, formatMoney } from "#contracts/money";
import type { DeliveryCheck as DeliveryCheckState } from "#web/features/storefront/hooks/use-delivery-check";
import { cartTotalCents, lineTotalCents } from "#web/features/storefront/utils/cart";
import { type CheckoutDetails, checkoutComplete } from "#web/features/storefront/utils/checkout-details";
import { themedButton } from "#web/features/storefront/utils/store-theme";
import type { CartLine } from "#web/lib/cart-storage";
import { cn } from "#web/lib/utils";
import { DeliveryCheck } from "../delivery-check";
import { DeliveryFields } from "../delivery-fields";
import { EmptyCart } from "./cart-view";

export function CheckoutView({
  lines,
  details,
  onDetailsChange,
  onSubmit,
  submitting,
  delivery,
  onContinue,
}: {
  lines: CartLine[];
  details: CheckoutDetails;
  onDetailsChange: (details: CheckoutDetails) => void;
  onSubmit: () => void;
  submitting: boolean;
  /** For a store that delivers to drawn areas only: the customer's check, which must pass. */
  delivery: DeliveryCheckState | null;
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
          {delivery && (
            <>
              <p className="flex gap-2 rounded-lg bg-(--store-primary-soft) p-3 text-sm text-slate-700">
                <Info className="mt-0.5 h-4 w-4 shrink-0 text-(--store-primary-strong)" aria-hidden />
                This store delivers to selected areas only. Check yours before ordering.
              </p>
              <DeliveryCheck check={delivery} />
            </>
          )}
          <DeliveryFields details={details} onChange={onDetailsChange} />
          <p
            className="flex gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700"
            data-testid="payment-method"
          >
            <Banknote className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />
            <span>
              <span className="font-medium text-slate-900">Payment: cash on delivery.</span> You pay {total}{" "}
              when your order arrives; nothing is charged now.
            </span>
          </p>
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
