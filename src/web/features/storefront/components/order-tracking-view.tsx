import { Check, Clock, Phone, Truck, XCircle } from "lucide-react";
import type { MessageId } from "#contracts/i18n/en";
import { formatMoney } from "#contracts/money";
import type { TOrderTracking } from "#contracts/order-management";
import type { OrderStatus } from "#contracts/order-statuses";
import { formatDateTime } from "#web/lib/format-time";
import { useT } from "#web/lib/i18n/page-language";
import { cn } from "#web/lib/utils";
import { useMicrosite } from "../api/get-microsite";
import { useStoreMoney } from "../hooks/use-store-money";
import { telHref } from "../utils/storefront-format";
import { OrderItems } from "./order-items";
import { OrderPayment } from "./order-payment";
import { AmountLines, FulfilmentLines } from "./order-terms";
import { slotted } from "./track-your-order";
import { WhatsappStoreLink } from "./whatsapp-store-link";

const STEPS: OrderStatus[] = ["pending", "confirmed", "processing", "completed"];
const STEP_TEXT: Record<OrderStatus, MessageId> = {
  pending: "order.stepReceived",
  confirmed: "order.stepConfirmed",
  processing: "order.stepPreparing",
  completed: "order.stepDelivered",
  cancelled: "order.stepCancelled",
};
/** A pickup is never delivered: the customer collects it (issue 42: pickup orders speak of pickup). */
const PICKUP_STEP_TEXT: Record<OrderStatus, MessageId> = { ...STEP_TEXT, completed: "order.stepPickedUp" };
/** ORDER_STATUS_LABELS in the page's language. */
const STATUS_TEXT: Record<OrderStatus, MessageId> = {
  pending: "order.statusPending",
  confirmed: "order.statusConfirmed",
  processing: "order.statusProcessing",
  completed: "order.statusCompleted",
  cancelled: "order.statusCancelled",
};

/**
 * An order's progress for the customer: the steps, how and when it comes (a pickup's address, the
 * slot of an order for later, the delivery estimate), what the store said, the items and amounts,
 * and whom to call.
 */
export function OrderTrackingView({ tracking }: { tracking: TOrderTracking }) {
  const t = useT();
  const cancelled = tracking.status === "cancelled";
  const done = cancelled || tracking.status === "completed";
  const reached = STEPS.indexOf(tracking.status);
  const quoted = tracking.orderType === "prescription" && Number(tracking.totalAmount) === 0;
  // The store's page (the same answer the page's header uses): its time zone and lead time.
  const merchant = useMicrosite(tracking.store.slug).data?.merchant;
  const money = useStoreMoney();
  const pickup = tracking.fulfilment === "pickup";
  const steps = pickup ? PICKUP_STEP_TEXT : STEP_TEXT;
  const stepText = (status: string) =>
    Object.hasOwn(steps, status) ? t(steps[status as OrderStatus]) : status;
  const [codeBefore, codeAfter] = slotted((slot) => t("order.orderCode", { code: slot }));
  const when = (iso: string) => formatDateTime(iso, money.locale);
  const [estimateBefore, estimateAfter] = slotted((slot) =>
    t(pickup ? "order.readyForPickupAt" : "order.estimatedDeliveryAt", { when: slot }),
  );
  const [callBefore, callAfter] = slotted((slot) =>
    t("order.callStore", { store: tracking.store.name, phone: slot }),
  );
  const [priceBefore, priceAfter] = slotted((slot) => t("order.quotedPrice", { price: slot }));
  return (
    <div className="mx-auto grid w-full max-w-lg gap-4">
      <div className="grid gap-1 text-center">
        <p className="text-sm text-slate-500">
          {codeBefore}
          <bdi dir="ltr">{tracking.trackingCode}</bdi>
          {codeAfter}
        </p>
        <h1 className="text-2xl font-extrabold text-slate-900" data-testid="tracking-status">
          {cancelled ? t("order.cancelledTitle") : stepText(tracking.status)}
        </h1>
        <p className="text-sm text-slate-600">{t("order.placedAt", { when: when(tracking.createdAt) })}</p>
      </div>

      {cancelled ? (
        <p className="flex items-center gap-2 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900">
          <XCircle className="h-5 w-5 shrink-0" aria-hidden /> {t("order.cancelledDetail")}
        </p>
      ) : (
        <ol className="grid grid-cols-4 gap-1" aria-label={t("order.progress")}>
          {STEPS.map((step, i) => (
            <li key={step} className="grid justify-items-center gap-1 text-center text-xs">
              <span
                className={cn(
                  "grid h-8 w-8 place-items-center rounded-full border-2",
                  i <= reached
                    ? "border-(--store-primary-strong) bg-(--store-primary-strong) text-white"
                    : "border-slate-300 bg-white text-slate-400",
                )}
                aria-hidden
              >
                {i <= reached ? <Check className="h-4 w-4" /> : i + 1}
              </span>
              <span className={i <= reached ? "font-semibold text-slate-900" : "text-slate-500"}>
                {t(STATUS_TEXT[step])}
                <span className="sr-only"> {t(i <= reached ? "order.stepDone" : "order.stepToCome")}</span>
              </span>
            </li>
          ))}
        </ol>
      )}

      {!cancelled && (
        <section
          className="grid gap-1.5 rounded-2xl border border-slate-200 bg-white p-4"
          aria-label={t(pickup ? "order.pickup" : "order.delivery")}
        >
          <FulfilmentLines
            terms={tracking}
            storeAddress={tracking.store.address?.trim() || tracking.store.name}
            leadMinutes={merchant?.scheduledOrders.leadMinutes ?? null}
            timeZone={merchant?.timeZone ?? null}
            // The store's own estimate, once it gave one, replaces the zone's.
            showTime={!done && !(tracking.estimatedDelivery && !pickup && !tracking.scheduledFor)}
            className="text-slate-800"
          />
          {tracking.estimatedDelivery && (
            <p className="flex items-center gap-2 text-slate-800">
              <Clock className="h-4 w-4 text-slate-400" aria-hidden /> {estimateBefore}
              <strong>{when(tracking.estimatedDelivery)}</strong>
              {estimateAfter}
            </p>
          )}
          {tracking.trackingInfo && (
            <p className="flex items-start gap-2 text-slate-800">
              <Truck className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden /> {tracking.trackingInfo}
            </p>
          )}
        </section>
      )}

      <section
        className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4"
        aria-label={t("order.timeline")}
      >
        <h2 className="font-semibold text-slate-900">{t("order.updates")}</h2>
        <ol className="grid gap-2 border-s-2 border-slate-200 ps-4 text-sm">
          {tracking.timeline.map((entry) => (
            <li key={`${entry.status}-${entry.createdAt}`} className="relative">
              <span
                className="absolute -start-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full bg-(--store-primary-strong)"
                aria-hidden
              />
              <span className="font-medium">{stepText(entry.status)}</span>{" "}
              <span className="text-slate-500">{when(entry.createdAt)}</span>
            </li>
          ))}
        </ol>
      </section>

      {tracking.orderType === "prescription" && (
        <section
          className="grid gap-1.5 rounded-2xl border border-slate-200 bg-white p-4"
          aria-label={t("order.yourQuote")}
        >
          <h2 className="font-semibold text-slate-900">{t("order.yourPrescription")}</h2>
          {quoted ? (
            <p className="text-slate-700" data-testid="quote">
              {t("order.pendingQuoteContact", { store: tracking.store.name })}
            </p>
          ) : (
            <p className="text-slate-700" data-testid="quote">
              {priceBefore}
              <strong>{formatMoney(tracking.totalAmount, money)}</strong>
              {priceAfter}
            </p>
          )}
          {tracking.quoteMessage && (
            <p className="whitespace-pre-line text-slate-600">{tracking.quoteMessage}</p>
          )}
        </section>
      )}

      <OrderPayment tracking={tracking} />

      {tracking.items.length > 0 && (
        <section
          className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4"
          aria-label={t("order.items")}
        >
          <h2 className="font-semibold text-slate-900">{t("order.yourOrder")}</h2>
          <OrderItems items={tracking.items} />
          {quoted ? (
            <p className="flex justify-between border-t border-slate-200 pt-2 font-semibold">
              <span>{t("order.total")}</span>
              <span className="tabular-nums">{t("order.pendingQuote")}</span>
            </p>
          ) : (
            <AmountLines terms={tracking} className="border-t border-slate-200 pt-2" />
          )}
        </section>
      )}

      {tracking.store.phone && (
        <a
          href={telHref(tracking.store.phone)}
          className="flex items-center justify-center gap-2 rounded-2xl border border-slate-200 bg-white p-4 font-medium text-(--store-primary-strong) hover:bg-slate-50"
        >
          <Phone className="h-4 w-4" aria-hidden /> {callBefore}
          <bdi dir="ltr">{tracking.store.phone}</bdi>
          {callAfter}
        </a>
      )}
      {tracking.store.whatsappPhone && (
        <WhatsappStoreLink
          digits={tracking.store.whatsappPhone}
          storeName={tracking.store.name}
          orderReference={tracking.trackingCode}
          className="min-h-14 rounded-2xl"
        />
      )}
    </div>
  );
}
