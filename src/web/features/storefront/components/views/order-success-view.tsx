import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, Clock, Package } from "lucide-react";
import { useEffect, useRef } from "react";
import { DEFAULT_DELIVERY_ESTIMATE } from "#contracts/fulfilment";
import { PAYMENT_SHOPPER_MESSAGES, paidOnProviderPage } from "#contracts/payment-messages";
import type { TMicrositeMerchant } from "#contracts/storefront";
import { toast } from "#web/components/ui/use-toast";
import { useOrderTerms } from "#web/features/storefront/api/get-order-terms";
import { orderTrackingQueryOptions } from "#web/features/storefront/api/get-order-tracking";
import { usePaymentReturn } from "#web/features/storefront/hooks/use-payment-return";
import { endTrip } from "#web/features/storefront/utils/payment-trip";
import { orderNumber } from "#web/features/storefront/utils/storefront-format";
import { usePageLanguage } from "#web/lib/i18n/page-language";
import { useSearchParams } from "#web/lib/router";
import { CardPaymentHeader } from "../card-payment-header";
import { OrderItems } from "../order-items";
import { AmountLines, FulfilmentLines } from "../order-terms";
import { PrescriptionSuccess } from "../prescription-success";
import { QuestionsCall, TrackYourOrder } from "../track-your-order";
import { UpiPayment } from "../upi-payment";

/**
 * 'Order Placed!' (spec): the order's number, how and when it comes, and what it costs, as the
 * server decided them (the order's answer; after a reload, its tracking answer). Back from a card
 * payment (`payment=return` in the address, the order's success_url), it first waits for the
 * provider's word, then says "Payment received" and empties the cart (`onPaid`), or that the payment
 * failed or was not completed, with the way back to the checkout (the cart is still there). A UPI
 * order (issue 46) shows how to pay it, and follows the order until the store has confirmed it.
 */
export function OrderSuccessView({
  slug,
  orderId,
  trackingCode,
  trackingHref,
  storeName,
  phone,
  merchant,
  onContinue,
  onPaid,
  onCheckout,
}: {
  slug: string;
  orderId: string;
  trackingCode: string;
  /** The public page that follows this order's status. */
  trackingHref: string;
  storeName: string;
  phone: string | null;
  merchant: Pick<
    TMicrositeMerchant,
    "address" | "timeZone" | "scheduledOrders" | "whatsappPhone" | "openNow" | "opensAt"
  >;
  onContinue: () => void;
  /** The card payment is confirmed (paid or authorized): the cart it paid for can go. */
  onPaid?: () => void;
  /** Back to the checkout after a payment that failed or was not completed. */
  onCheckout?: () => void;
}) {
  const { t, said } = usePageLanguage();
  const [params] = useSearchParams();
  const payment = usePaymentReturn(slug, trackingCode, params.get("payment") === "return");
  // Back from a provider's page (a card, Razorpay): its word first. Cash and UPI never went there.
  const card =
    params.get("payment") === "return" &&
    (payment.tracking === null || paidOnProviderPage(payment.tracking.paymentMethod));
  const received = payment.state === "received";
  // Once: the cart it paid for goes when the provider's word arrives, not before (decision 0050).
  const emptied = useRef(false);
  useEffect(() => {
    if (!received || emptied.current) return;
    emptied.current = true;
    // Paid: the checkout kept for a return from the payment page is done with too.
    endTrip(slug);
    onPaid?.();
  }, [received, onPaid, slug]);
  const number = orderNumber(orderId);
  const terms = useOrderTerms(slug, trackingCode);
  const pickup = terms.data?.fulfilment === "pickup";
  // A UPI order awaiting its payment: followed (as its tracking page is) until the store confirms it.
  const upiOrder = !card && typeof terms.data?.upiUrl === "string";
  const followed = useQuery({ ...orderTrackingQueryOptions(slug, trackingCode), enabled: upiOrder });
  const upiUrl = followed.data ? followed.data.upiUrl : (terms.data?.upiUrl ?? null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(t("order.copyText", { number, store: storeName }));
      toast({ title: t("order.copied"), description: t("order.copiedDetail", { number, store: storeName }) });
    } catch {
      toast({
        variant: "destructive",
        title: t("order.copyFailed"),
        description: t("order.copyFailedDetail"),
      });
    }
  };
  // A prescription is a request for a price (issue 42, item 5): its own screen.
  if (terms.data?.orderType === "prescription") {
    return (
      <PrescriptionSuccess
        number={number}
        totalAmount={terms.data.totalAmount}
        trackingHref={trackingHref}
        storeName={storeName}
        phone={phone}
        merchant={merchant}
        onCopy={copy}
        onContinue={onContinue}
      />
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-lg gap-4 text-center">
      {card ? (
        <CardPaymentHeader payment={payment} pickup={pickup} onCheckout={onCheckout} />
      ) : (
        <div className="flex flex-col items-center gap-3 pt-4">
          <span className="grid h-20 w-20 place-items-center rounded-full bg-(--store-accent-soft) text-(--store-accent-strong)">
            <CheckCircle2 className="h-11 w-11" aria-hidden />
          </span>
          <h1 className="text-3xl font-extrabold text-slate-900">{t("order.placed")}</h1>
          <p className="text-slate-600">{t(pickup ? "order.thankYouPickup" : "order.thankYouDelivery")}</p>
        </div>
      )}

      {upiOrder && terms.data && upiUrl && (
        <UpiPayment
          slug={slug}
          trackingCode={trackingCode}
          upiUrl={upiUrl}
          totalAmount={followed.data?.totalAmount ?? terms.data.totalAmount}
          storeName={storeName}
        />
      )}
      {upiOrder && (
        // Said once the store has confirmed the UPI payment: one polite live region from the start.
        <p role="status" aria-live="polite" className="empty:hidden" data-testid="upi-state">
          {followed.data?.paymentStatus === "paid" && (
            <strong className="text-lg text-emerald-800">{said(PAYMENT_SHOPPER_MESSAGES.received)}</strong>
          )}
        </p>
      )}

      <section className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-start">
        <div className="flex items-baseline justify-between gap-3">
          <span className="text-sm text-slate-500">{t("order.orderId")}</span>
          <span
            className="font-mono text-lg font-bold tracking-wider text-slate-900"
            data-testid="order-number"
            dir="ltr"
          >
            {number}
          </span>
        </div>
        {terms.data ? (
          <FulfilmentLines
            terms={terms.data}
            storeAddress={merchant.address?.trim() || storeName}
            leadMinutes={merchant.scheduledOrders.leadMinutes}
            timeZone={merchant.timeZone}
            className="text-sm text-slate-700"
          />
        ) : (
          terms.isError && (
            // The order's terms could not be read again (offline after a reload): the spec's line.
            <p className="flex items-center gap-2 text-sm text-slate-700">
              <Clock className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />{" "}
              {t("order.estimatedDeliveryMinutes", { minutes: DEFAULT_DELIVERY_ESTIMATE })}
            </p>
          )
        )}
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Package className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />{" "}
          {t("order.statusLine", { status: t("order.statusPending") })}
        </p>
        {terms.data && terms.data.items.length > 0 && (
          <section aria-label={t("order.items")} className="border-t border-slate-200 pt-3 text-slate-700">
            <OrderItems items={terms.data.items} />
          </section>
        )}
        {terms.data && <AmountLines terms={terms.data} className="border-t border-slate-200 pt-3" />}
        {phone && <QuestionsCall phone={phone} />}
      </section>

      <TrackYourOrder
        promise={t(pickup ? "order.trackingPromisePickup" : "order.trackingPromiseDelivery", {
          store: storeName,
        })}
        trackingHref={trackingHref}
        whatsappPhone={merchant.whatsappPhone}
        storeName={storeName}
        number={number}
        onCopy={copy}
        onContinue={onContinue}
      />
    </div>
  );
}
