import { CheckCircle2, Clock, Loader2, RotateCw, ShieldAlert, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import { PAYMENT_SHOPPER_MESSAGES } from "#contracts/payment-messages";
import { usePageLanguage } from "#web/lib/i18n/page-language";
import type { usePaymentReturn } from "../hooks/use-payment-return";
import { PAYMENT_STATUS_TEXT } from "./order-payment";
import { StoreActionButton } from "./store-action-button";

const ICON_RING = "grid h-20 w-20 place-items-center rounded-full";

/**
 * The top of the success view for a card or Razorpay order back from its payment page: waiting for
 * the provider's word (announced politely, it changes by itself), then "Payment received", or what
 * went wrong with the way back to the checkout. A return the server refused (Razorpay's signature did
 * not match) says the payment could not be confirmed, while the order's status is still read. The
 * status line is one live region from the first render, so each change is read out.
 */
export function CardPaymentHeader({
  payment,
  pickup,
  onCheckout,
}: {
  payment: ReturnType<typeof usePaymentReturn>;
  pickup: boolean;
  onCheckout?: () => void;
}) {
  const { t, said } = usePageLanguage();
  const { state, timedOut, unconfirmed, tracking } = payment;
  let icon: ReactNode;
  let title: string;
  let status: ReactNode;
  let action: ReactNode = null;
  const backToCheckout = onCheckout && (
    <StoreActionButton large onClick={onCheckout}>
      {t("order.backToCheckout")}
    </StoreActionButton>
  );

  if (state === "received" || state === "other") {
    icon = (
      <span className={`${ICON_RING} bg-(--store-accent-soft) text-(--store-accent-strong)`}>
        <CheckCircle2 className="h-11 w-11" aria-hidden />
      </span>
    );
    title = t("order.placed");
    status =
      state === "received" ? (
        <>
          <strong className="block text-lg text-emerald-800">
            {said(PAYMENT_SHOPPER_MESSAGES.received)}
          </strong>
          {tracking?.paymentStatus === "authorized" && (
            <span className="block">{said(PAYMENT_SHOPPER_MESSAGES.chargedOnConfirm)}</span>
          )}
          <span className="block">{t(pickup ? "order.thankYouPickup" : "order.thankYouDelivery")}</span>
        </>
      ) : (
        t("order.paymentLine", { status: t(PAYMENT_STATUS_TEXT[tracking!.paymentStatus]) })
      );
  } else if (state === "failed") {
    icon = (
      <span className={`${ICON_RING} bg-red-50 text-red-700`}>
        <XCircle className="h-11 w-11" aria-hidden />
      </span>
    );
    title = t("order.paymentFailed");
    status = said(PAYMENT_SHOPPER_MESSAGES.failed);
    action = backToCheckout;
  } else if (state === "not-completed") {
    icon = (
      <span className={`${ICON_RING} bg-amber-50 text-amber-700`}>
        <Clock className="h-11 w-11" aria-hidden />
      </span>
    );
    title = said(PAYMENT_SHOPPER_MESSAGES.notCompleted);
    status = said(PAYMENT_SHOPPER_MESSAGES.notCompletedDetail);
    action = backToCheckout;
  } else {
    if (unconfirmed) {
      icon = (
        <span className={`${ICON_RING} bg-amber-50 text-amber-700`}>
          <ShieldAlert className="h-11 w-11" aria-hidden />
        </span>
      );
      title = t("order.paymentNotConfirmed");
      status = t("order.paymentNotConfirmedDetail");
    } else {
      icon = (
        <span className={`${ICON_RING} bg-slate-100 text-slate-600`}>
          <Loader2 className="h-11 w-11 motion-safe:animate-spin" aria-hidden />
        </span>
      );
      title = t("order.confirmingPayment");
      status = said(timedOut ? PAYMENT_SHOPPER_MESSAGES.stillWaiting : PAYMENT_SHOPPER_MESSAGES.waiting);
    }
    action = timedOut && (
      <StoreActionButton large onClick={payment.retry}>
        <span className="inline-flex items-center gap-2">
          <RotateCw className="h-4 w-4" aria-hidden /> {t("order.checkAgain")}
        </span>
      </StoreActionButton>
    );
  }

  return (
    <div className="flex flex-col items-center gap-3 pt-4">
      {icon}
      <h1 className="text-3xl font-extrabold text-slate-900">{title}</h1>
      <p role="status" aria-live="polite" className="grid gap-1 text-slate-600" data-testid="payment-state">
        {status}
      </p>
      {action}
    </div>
  );
}
