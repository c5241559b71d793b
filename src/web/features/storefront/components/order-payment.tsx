import { Banknote, CreditCard, Loader2, type LucideIcon, QrCode, Wallet } from "lucide-react";
import type { MessageId } from "#contracts/i18n/en";
import { formatMoney } from "#contracts/money";
import type { TOrderTracking } from "#contracts/order-management";
import {
  awaitsPayment,
  PAYMENT_SHOPPER_MESSAGES,
  type PaymentMethod,
  type PaymentStatus,
} from "#contracts/payment-messages";
import { errorMessage, isNetworkError } from "#web/lib/api-client";
import { usePageLanguage } from "#web/lib/i18n/page-language";
import { cn } from "#web/lib/utils";
import { usePayNow } from "../api/check-payment";
import { useStoreMoney } from "../hooks/use-store-money";
import { themedButton } from "../utils/store-theme";
import { UpiPayment } from "./upi-payment";

/** PAYMENT_STATUS_LABELS in the page's language. */
export const PAYMENT_STATUS_TEXT: Record<PaymentStatus, MessageId> = {
  unpaid: "order.paymentUnpaid",
  awaiting_payment: "order.paymentAwaiting",
  authorized: "order.paymentAuthorized",
  paid: "order.paymentPaid",
  partially_refunded: "order.paymentPartiallyRefunded",
  refunded: "order.paymentRefunded",
  voided: "order.paymentVoided",
  expired: "order.paymentExpired",
  failed: "order.paymentFailedStatus",
};

/** "Card: Paid": PAYMENT_METHOD_LABELS with the status, in the page's language. */
const METHOD_STATUS_TEXT: Record<PaymentMethod, MessageId> = {
  cash: "order.cashStatus",
  card: "order.cardStatus",
  razorpay: "order.razorpayStatus",
  upi: "order.upiStatus",
};

const METHOD_ICONS: Record<PaymentMethod, LucideIcon> = {
  cash: Banknote,
  card: CreditCard,
  razorpay: Wallet,
  upi: QrCode,
};

/**
 * The tracking page's payment: how the order is paid and where that stands, and, for a quoted
 * prescription of a store that takes cards (`canPayNow`, issue 41 point 8), "Pay now", which opens
 * the payment page for the quoted amount. A UPI order still awaiting its payment (`upiUrl`, issue 46)
 * shows again how to pay it. A cash order not yet paid says nothing new.
 */
export function OrderPayment({ tracking }: { tracking: TOrderTracking }) {
  const pay = usePayNow(tracking.store.slug, tracking.trackingCode);
  const money = useStoreMoney();
  const { t, said } = usePageLanguage();
  const shown =
    tracking.canPayNow || awaitsPayment(tracking.paymentMethod) || tracking.paymentStatus !== "unpaid";
  if (!shown) return null;
  const leaving = pay.isPending || pay.isSuccess;
  // A quote not yet paid is paid by card if at all ("Pay now").
  const Icon = tracking.canPayNow ? CreditCard : METHOD_ICONS[tracking.paymentMethod];
  return (
    <>
      <section
        className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4"
        aria-labelledby="order-payment-heading"
      >
        <h2 id="order-payment-heading" className="font-semibold text-slate-900">
          {t("order.payment")}
        </h2>
        <p className="flex items-center gap-2 text-slate-800" data-testid="payment-status">
          <Icon className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
          {/* A quote not yet paid has no method of its own: the shopper picks card by paying now. */}
          {tracking.canPayNow
            ? t(PAYMENT_STATUS_TEXT[tracking.paymentStatus])
            : t(METHOD_STATUS_TEXT[tracking.paymentMethod], {
                status: t(PAYMENT_STATUS_TEXT[tracking.paymentStatus]),
              })}
        </p>
        {tracking.canPayNow && (
          <>
            <button
              type="button"
              onClick={() => pay.mutate()}
              disabled={leaving}
              className={cn(
                "inline-flex h-12 cursor-pointer items-center justify-center gap-2 rounded-xl text-base font-semibold shadow-sm disabled:cursor-wait disabled:opacity-70",
                themedButton,
              )}
            >
              {leaving ? (
                <>
                  <Loader2 className="h-5 w-5 animate-spin" aria-hidden /> {t("order.openingPaymentPage")}
                </>
              ) : (
                t("order.payNow", { amount: formatMoney(tracking.totalAmount, money) })
              )}
            </button>
            {pay.isError && (
              <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
                {said(
                  isNetworkError(pay.error) ? PAYMENT_SHOPPER_MESSAGES.payNowFailed : errorMessage(pay.error),
                )}
              </p>
            )}
          </>
        )}
      </section>
      {tracking.upiUrl && (
        <UpiPayment
          slug={tracking.store.slug}
          trackingCode={tracking.trackingCode}
          upiUrl={tracking.upiUrl}
          totalAmount={tracking.totalAmount}
          storeName={tracking.store.name}
        />
      )}
    </>
  );
}
