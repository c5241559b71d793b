import { Check, Clock, Phone, Truck, XCircle } from "lucide-react";
import { formatMoney } from "#contracts/money";
import type { TOrderTracking } from "#contracts/order-management";
import { ORDER_STATUS_LABELS, type OrderStatus } from "#contracts/order-statuses";
import { formatDateTime } from "#web/lib/format-time";
import { cn } from "#web/lib/utils";
import { useMicrosite } from "../api/get-microsite";
import { useStoreMoney } from "../hooks/use-store-money";
import { telHref } from "../utils/storefront-format";
import { OrderItems } from "./order-items";
import { OrderPayment } from "./order-payment";
import { AmountLines, FulfilmentLines } from "./order-terms";
import { WhatsappStoreLink } from "./whatsapp-store-link";

const STEPS: OrderStatus[] = ["pending", "confirmed", "processing", "completed"];
const STEP_TEXT: Record<OrderStatus, string> = {
  pending: "Order received",
  confirmed: "Confirmed by the store",
  processing: "Being prepared",
  completed: "Delivered",
  cancelled: "Cancelled",
};
/** A pickup is never delivered: the customer collects it (issue 42: pickup orders speak of pickup). */
const PICKUP_STEP_TEXT: Record<OrderStatus, string> = { ...STEP_TEXT, completed: "Picked up" };

/**
 * An order's progress for the customer: the steps, how and when it comes (a pickup's address, the
 * slot of an order for later, the delivery estimate), what the store said, the items and amounts,
 * and whom to call.
 */
export function OrderTrackingView({ tracking }: { tracking: TOrderTracking }) {
  const cancelled = tracking.status === "cancelled";
  const done = cancelled || tracking.status === "completed";
  const reached = STEPS.indexOf(tracking.status);
  const quoted = tracking.orderType === "prescription" && Number(tracking.totalAmount) === 0;
  // The store's page (the same answer the page's header uses): its time zone and lead time.
  const merchant = useMicrosite(tracking.store.slug).data?.merchant;
  const money = useStoreMoney();
  const pickup = tracking.fulfilment === "pickup";
  const stepText = pickup ? PICKUP_STEP_TEXT : STEP_TEXT;
  return (
    <div className="mx-auto grid w-full max-w-lg gap-4">
      <div className="grid gap-1 text-center">
        <p className="text-sm text-slate-500">Order {tracking.trackingCode}</p>
        <h1 className="text-2xl font-extrabold text-slate-900" data-testid="tracking-status">
          {cancelled ? "Order cancelled" : stepText[tracking.status]}
        </h1>
        <p className="text-sm text-slate-600">Placed {formatDateTime(tracking.createdAt, money.locale)}</p>
      </div>

      {cancelled ? (
        <p className="flex items-center gap-2 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900">
          <XCircle className="h-5 w-5 shrink-0" aria-hidden /> This order was cancelled. Call the store if
          that is unexpected.
        </p>
      ) : (
        <ol className="grid grid-cols-4 gap-1" aria-label="Progress">
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
                {ORDER_STATUS_LABELS[step]}
                <span className="sr-only">{i <= reached ? " (done)" : " (to come)"}</span>
              </span>
            </li>
          ))}
        </ol>
      )}

      {!cancelled && (
        <section
          className="grid gap-1.5 rounded-2xl border border-slate-200 bg-white p-4"
          aria-label={pickup ? "Pickup" : "Delivery"}
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
              <Clock className="h-4 w-4 text-slate-400" aria-hidden />{" "}
              {pickup ? "Ready for pickup:" : "Estimated delivery:"}{" "}
              <strong>{formatDateTime(tracking.estimatedDelivery, money.locale)}</strong>
            </p>
          )}
          {tracking.trackingInfo && (
            <p className="flex items-start gap-2 text-slate-800">
              <Truck className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden /> {tracking.trackingInfo}
            </p>
          )}
        </section>
      )}

      <section className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4" aria-label="Timeline">
        <h2 className="font-semibold text-slate-900">Updates</h2>
        <ol className="grid gap-2 border-s-2 border-slate-200 ps-4 text-sm">
          {tracking.timeline.map((entry) => (
            <li key={`${entry.status}-${entry.createdAt}`} className="relative">
              <span
                className="absolute -start-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full bg-(--store-primary-strong)"
                aria-hidden
              />
              <span className="font-medium">{stepText[entry.status as OrderStatus] ?? entry.status}</span>{" "}
              <span className="text-slate-500">{formatDateTime(entry.createdAt, money.locale)}</span>
            </li>
          ))}
        </ol>
      </section>

      {tracking.orderType === "prescription" && (
        <section
          className="grid gap-1.5 rounded-2xl border border-slate-200 bg-white p-4"
          aria-label="Your quote"
        >
          <h2 className="font-semibold text-slate-900">Your prescription</h2>
          {quoted ? (
            <p className="text-slate-700" data-testid="quote">
              Pending Quote: {tracking.store.name} will contact you with the price.
            </p>
          ) : (
            <p className="text-slate-700" data-testid="quote">
              Quoted price: <strong>{formatMoney(tracking.totalAmount, money)}</strong>
            </p>
          )}
          {tracking.quoteMessage && (
            <p className="whitespace-pre-line text-slate-600">{tracking.quoteMessage}</p>
          )}
        </section>
      )}

      <OrderPayment tracking={tracking} />

      {tracking.items.length > 0 && (
        <section className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4" aria-label="Items">
          <h2 className="font-semibold text-slate-900">Your order</h2>
          <OrderItems items={tracking.items} />
          {quoted ? (
            <p className="flex justify-between border-t border-slate-200 pt-2 font-semibold">
              <span>Total</span>
              <span className="tabular-nums">Pending Quote</span>
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
          <Phone className="h-4 w-4" aria-hidden /> Call {tracking.store.name}: {tracking.store.phone}
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
