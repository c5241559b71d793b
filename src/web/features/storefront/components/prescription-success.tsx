import { FileCheck2, Package, Phone } from "lucide-react";
import { formatMoney, toMinor } from "#contracts/money";
import { opensLabel } from "#contracts/store-closed";
import type { TMicrositeMerchant } from "#contracts/storefront";
import { useStoreMoney } from "#web/features/storefront/hooks/use-store-money";
import { telHref } from "#web/features/storefront/utils/storefront-format";
import { TrackYourOrder } from "./track-your-order";

const PRESCRIPTION_SUCCESS_TEXT = {
  heading: "Prescription Sent!",
  lead: (store: string) => `${store} will review your prescription and send you a price.`,
  pendingQuote: "Pending Quote",
  review: (store: string, opens: string | null) =>
    opens
      ? `${store} is closed now: it reviews your prescription when it opens, ${opens}.`
      : `${store} reviews your prescription.`,
  price: (store: string) =>
    `${store} contacts you with the price on the phone number you gave, and it appears on your order's tracking page.`,
  nothingCharged: "Nothing is charged until you have the price.",
} as const;

/**
 * The success screen of a prescription (issue 42, item 5): a request for a price, not an order with
 * amounts. It says what happens next (the pharmacy reviews it, at opening if closed, then sends a
 * price, and how the shopper hears of it) and shows "Pending Quote" where a total would be.
 */
export function PrescriptionSuccess({
  number,
  totalAmount,
  trackingHref,
  storeName,
  phone,
  merchant,
  onCopy,
  onContinue,
}: {
  /** The order's number as the shopper is shown it. */
  number: string;
  /** "0.00" until the pharmacy quotes (a reload after the quote shows its price). */
  totalAmount: string;
  trackingHref: string;
  storeName: string;
  phone: string | null;
  merchant: Pick<TMicrositeMerchant, "openNow" | "opensAt" | "whatsappPhone">;
  onCopy: () => void;
  onContinue: () => void;
}) {
  const money = useStoreMoney();
  const quoted = toMinor(totalAmount, money.currency) > 0;
  const opens = !merchant.openNow && merchant.opensAt ? opensLabel(merchant.opensAt, money.locale) : null;
  return (
    <div className="mx-auto grid w-full max-w-lg gap-4 text-center">
      <div className="flex flex-col items-center gap-3 pt-4">
        <span className="grid h-20 w-20 place-items-center rounded-full bg-(--store-accent-soft) text-(--store-accent-strong)">
          <FileCheck2 className="h-11 w-11" aria-hidden />
        </span>
        <h1 className="text-3xl font-extrabold text-slate-900">{PRESCRIPTION_SUCCESS_TEXT.heading}</h1>
        <p className="text-slate-600">{PRESCRIPTION_SUCCESS_TEXT.lead(storeName)}</p>
      </div>

      <section className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-start">
        <div className="flex items-baseline justify-between gap-3">
          <span className="text-sm text-slate-500">Order ID</span>
          <span
            className="font-mono text-lg font-bold tracking-wider text-slate-900"
            data-testid="order-number"
          >
            {number}
          </span>
        </div>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Package className="h-4 w-4 shrink-0 text-slate-400" aria-hidden /> Status: Pending
        </p>
        <p
          className="flex justify-between gap-3 border-t border-slate-200 pt-3 text-base font-semibold"
          data-testid="prescription-total"
        >
          <span>Total</span>
          <span className="tabular-nums">
            {quoted ? formatMoney(totalAmount, money) : PRESCRIPTION_SUCCESS_TEXT.pendingQuote}
          </span>
        </p>
        {phone && (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <Phone className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
            <span>
              Questions? Call{" "}
              <a
                href={telHref(phone)}
                className="font-medium text-(--store-primary-strong) underline-offset-2 hover:underline"
              >
                {phone}
              </a>
            </span>
          </p>
        )}
      </section>

      {!quoted && (
        <section
          aria-labelledby="next-heading"
          className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-5 text-start"
          data-testid="prescription-next"
        >
          <h2 id="next-heading" className="font-semibold text-slate-900">
            What happens next
          </h2>
          <ol className="grid list-decimal gap-1.5 ps-5 text-sm text-slate-700">
            <li>{PRESCRIPTION_SUCCESS_TEXT.review(storeName, opens)}</li>
            <li>{PRESCRIPTION_SUCCESS_TEXT.price(storeName)}</li>
            <li>{PRESCRIPTION_SUCCESS_TEXT.nothingCharged}</li>
          </ol>
        </section>
      )}

      <TrackYourOrder
        promise={`See the price when ${storeName} sends it, and when your order is on its way.`}
        trackingHref={trackingHref}
        whatsappPhone={merchant.whatsappPhone}
        storeName={storeName}
        number={number}
        onCopy={onCopy}
        onContinue={onContinue}
      />
    </div>
  );
}
