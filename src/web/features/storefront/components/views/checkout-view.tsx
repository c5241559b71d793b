import { Banknote, CreditCard, Info, Loader2, QrCode, Wallet } from "lucide-react";
import type { FormEvent } from "react";
import { formatMoney } from "#contracts/money";
import {
  PAYMENT_SHOPPER_MESSAGES,
  type PaymentMethod,
  paidOnProviderPage,
} from "#contracts/payment-messages";
import { describeChoice } from "#contracts/product-options";
import { CLOSED_TEXT } from "#contracts/store-closed";
import { storeDisplayName } from "#contracts/storefront";
import { serverText } from "#web/features/storefront/hooks/order-failure";
import type { Checkout, CheckoutMerchant } from "#web/features/storefront/hooks/use-checkout";
import type { DeliveryCheck as DeliveryCheckState } from "#web/features/storefront/hooks/use-delivery-check";
import { useStoreMoney } from "#web/features/storefront/hooks/use-store-money";
import { lineKey, lineOptions, lineTotalMinor, lineUnitMinor } from "#web/features/storefront/utils/cart";
import { localized } from "#web/features/storefront/utils/localized";
import { themedButton } from "#web/features/storefront/utils/store-theme";
import type { CartLine } from "#web/lib/cart-storage";
import { usePageLanguage } from "#web/lib/i18n/page-language";
import { useSearchParams } from "#web/lib/router";
import { cn } from "#web/lib/utils";
import { CheckoutTotals } from "../checkout-totals";
import { DeliveryCheck } from "../delivery-check";
import { DeliveryFields } from "../delivery-fields";
import { DiscountCodeField } from "../discount-code-field";
import { FulfilmentChoice } from "../fulfilment-choice";
import { PaymentChoice } from "../payment-choice";
import { PickupDetails } from "../pickup-details";
import { StoreClosedBanner } from "../store-closed-banner";
import { WhenChoice } from "../when-choice";
import { EmptyCart } from "./cart-view";

export function CheckoutView({
  lines,
  checkout,
  merchant,
  delivery,
  onContinue,
}: {
  lines: CartLine[];
  /** The form's state, how and when the order is fulfilled, its amounts (useCheckout). */
  checkout: Checkout;
  merchant: CheckoutMerchant;
  /** For a store that delivers to drawn areas only: the customer's check, which must pass. */
  delivery: DeliveryCheckState | null;
  onContinue: () => void;
}) {
  // Back from the payment page without paying (the card order's cancel_url): the cart is as it was.
  const [params] = useSearchParams();
  const money = useStoreMoney();
  const { t, language } = usePageLanguage();
  const cancelled = params.get("payment") === "cancelled";
  if (lines.length === 0) {
    return (
      <div className="grid gap-4">
        <h1 className="text-2xl font-bold text-slate-900">{t("checkout.title")}</h1>
        <EmptyCart onContinue={onContinue} />
      </div>
    );
  }
  const { details, amounts, blocker, submitting, schedule } = checkout;
  const pickup = checkout.fulfilment === "pickup";
  const method = checkout.paymentMethod;
  // Paid now on the provider's page (a card, Razorpay): the button says "Continue to Payment".
  const online = paidOnProviderPage(method);
  // Closed with nothing for later: no fields to fill in, only the reason (the banner and the hint).
  const open = !checkout.closed;
  const total = formatMoney(amounts.total, money);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocker === null && !submitting) checkout.submit();
  };

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{t("checkout.title")}</h1>
      {!merchant.openNow && (
        // Told first, before anything is filled in (issue 42, item 6).
        <StoreClosedBanner
          trading={merchant}
          reason={CLOSED_TEXT.reason(storeDisplayName(merchant), merchant, money.locale, t)}
          offer={checkout.closed ? CLOSED_TEXT.cartKept(t) : CLOSED_TEXT.laterOffered(t)}
          blocked={checkout.closed}
        />
      )}
      {cancelled && (
        <p
          role="status"
          className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="payment-cancelled"
        >
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />{" "}
          {serverText(PAYMENT_SHOPPER_MESSAGES.checkoutCancelled, t)}
        </p>
      )}
      <div className="grid items-start gap-4 lg:grid-cols-5">
        <section
          aria-labelledby="summary-heading"
          className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 lg:sticky lg:top-20 lg:order-2 lg:col-span-2"
        >
          <h2 id="summary-heading" className="text-lg font-semibold text-slate-900">
            {t("checkout.orderSummary")}
          </h2>
          <ul className="mt-3 grid gap-2 text-sm">
            {lines.map((line) => (
              <li key={lineKey(line)} className="flex items-start justify-between gap-3">
                <span className="min-w-0 text-slate-700">
                  <span dir="auto" className="font-medium text-slate-900">
                    {localized(line.product, language).name}
                  </span>
                  {line.optionIds?.length ? (
                    <span className="block text-slate-600">{describeChoice(lineOptions(line))}</span>
                  ) : null}
                  <span className="block text-slate-500">
                    {line.quantity} × {formatMoney(lineUnitMinor(line, money.currency), money)}
                  </span>
                </span>
                <span className="shrink-0 font-medium tabular-nums">
                  {formatMoney(lineTotalMinor(line, money.currency), money)}
                </span>
              </li>
            ))}
          </ul>
          <DiscountCodeField discount={checkout.discount} />
          <CheckoutTotals amounts={amounts} pickup={pickup} />
        </section>

        <form
          onSubmit={submit}
          aria-labelledby="delivery-heading"
          className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 lg:col-span-3"
        >
          <h2 id="delivery-heading" className="text-lg font-semibold text-slate-900">
            {pickup ? t("checkout.pickupDetails") : t("checkout.deliveryDetails")}
          </h2>
          {open && checkout.choosable && (
            <FulfilmentChoice value={checkout.fulfilment} onChange={checkout.setFulfilment} />
          )}
          {schedule.enabled && <WhenChoice schedule={schedule} trading={merchant} />}
          {open && pickup ? (
            <PickupDetails
              address={merchant.address?.trim() || storeDisplayName(merchant)}
              leadMinutes={merchant.scheduledOrders.leadMinutes}
              when={schedule.when}
            />
          ) : (
            open &&
            delivery && (
              <>
                <p className="flex gap-2 rounded-lg bg-(--store-primary-soft) p-3 text-sm text-slate-700">
                  <Info className="mt-0.5 h-4 w-4 shrink-0 text-(--store-primary-strong)" aria-hidden />
                  {t("checkout.selectedAreasOnly")}
                </p>
                <DeliveryCheck check={delivery} />
              </>
            )
          )}
          {/* A store with zones asks for the address once, in its delivery check. */}
          {open && (
            <DeliveryFields
              details={details}
              onChange={checkout.setDetails}
              withAddress={!pickup && !delivery}
            />
          )}
          {open && checkout.methodChoosable && (
            <PaymentChoice
              value={checkout.paymentMethod}
              methods={checkout.methods}
              pickup={pickup}
              onChange={checkout.setPaymentMethod}
            />
          )}
          <p
            hidden={!open}
            className="flex gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700"
            data-testid="payment-method"
          >
            <PaymentMethodNote method={method} pickup={pickup} total={total} />
          </p>
          {open && checkout.paymentProblem && (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
              data-testid="payment-problem"
            >
              {checkout.paymentProblem}
            </p>
          )}
          <button
            type="submit"
            disabled={blocker !== null || submitting}
            aria-describedby={blocker === null ? undefined : "checkout-hint"}
            className={cn(
              "inline-flex h-12 w-full cursor-pointer items-center justify-center gap-2 rounded-xl text-base font-semibold shadow-sm disabled:cursor-not-allowed disabled:opacity-50",
              themedButton,
            )}
          >
            {checkout.leaving ? (
              <>
                <Loader2 className="h-5 w-5 animate-spin" aria-hidden /> {t("checkout.openingPaymentPage")}
              </>
            ) : submitting ? (
              <>
                <Loader2 className="h-5 w-5 animate-spin" aria-hidden /> {t("checkout.processingOrder")}
              </>
            ) : online ? (
              t("checkout.continueToPayment", { total })
            ) : (
              t("checkout.placeOrder", { total })
            )}
          </button>
          {blocker !== null && (
            <p id="checkout-hint" className="-mt-2 text-center text-sm text-slate-500">
              {blocker}
            </p>
          )}
        </form>
      </div>
    </div>
  );
}

const NOTE_ICON = "mt-0.5 h-4 w-4 shrink-0 text-slate-500";

/** How the order is paid, under the form: cash when it comes, a card or Razorpay now, UPI after placing it. */
function PaymentMethodNote({
  method,
  pickup,
  total,
}: {
  method: PaymentMethod;
  pickup: boolean;
  total: string;
}) {
  const { t } = usePageLanguage();
  const [Icon, title, text] =
    method === "card"
      ? [CreditCard, t("checkout.payCardTitle"), t("checkout.payCardText", { total })]
      : method === "razorpay"
        ? [Wallet, t("checkout.payRazorpayTitle"), t("checkout.payRazorpayText", { total })]
        : method === "upi"
          ? [QrCode, t("checkout.payUpiTitle"), t("checkout.payUpiText", { total })]
          : pickup
            ? [Banknote, t("checkout.payPickupTitle"), t("checkout.payPickupText", { total })]
            : [Banknote, t("checkout.payDeliveryTitle"), t("checkout.payDeliveryText", { total })];
  return (
    <>
      <Icon className={NOTE_ICON} aria-hidden />
      <span>
        <span className="font-medium text-slate-900">{title}</span> {text}
      </span>
    </>
  );
}
