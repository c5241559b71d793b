import { useQuery } from "@tanstack/react-query";
import { Bike, CalendarClock, ChevronDown, Loader2, Settings2, ShoppingBag, Tag } from "lucide-react";
import { useState } from "react";
import { formatMoney, US_DOLLARS } from "#contracts/money";
import type { TMerchantOrderDetails } from "#contracts/order-management";
import { customerOrderNumber } from "#contracts/order-statuses";
import { paidOnProviderPage } from "#contracts/payments";
import { storeClockText } from "#contracts/trading-hours";
import { OrderStatusBadge } from "#web/components/order-status-badge";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { merchantMoneyQueryOptions } from "#web/features/auth/api/get-user";
import { formatDateTime } from "#web/lib/format-time";
import { cn } from "#web/lib/utils";
import { useUpdateOrderStatus } from "../api/update-order-status";
import { orderLabel, orderMoney, orderTotalLabel, quickActionOf } from "../utils/order-format";
import { orderToasts } from "../utils/order-toasts";
import { upiPaidLine } from "../utils/payment-format";
import { OrderDetails } from "./order-details";
import { PaymentBadge } from "./payment-section";

/** "Pickup" or "Delivery": how the order reaches its customer, at a glance. */
function FulfilmentBadge({ fulfilment }: { fulfilment: TMerchantOrderDetails["fulfilment"] }) {
  const pickup = fulfilment === "pickup";
  const Icon = pickup ? ShoppingBag : Bike;
  return (
    <span
      data-testid="order-fulfilment"
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold",
        pickup ? "bg-teal-100 text-teal-800" : "bg-sky-100 text-sky-800",
      )}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden /> {pickup ? "Pickup" : "Delivery"}
    </span>
  );
}

/**
 * One order in the list: number, time, customer, total, delivery or pickup and its slot; its quick
 * action, Manage, and the detail. `timeZone` is the store's: the slot reads in it.
 */
export function OrderCard({
  order,
  onManage,
  timeZone,
  storeName,
  defaultOpen = false,
  selection,
  fresh = false,
  onSeen,
}: {
  order: TMerchantOrderDetails;
  onManage: (order: TMerchantOrderDetails) => void;
  timeZone?: string;
  storeName?: string;
  /** Details shown from the start (the order a mail or notification linked to). */
  defaultOpen?: boolean;
  /** Its box in the list, to act on many orders at once (none for an order shown on its own). */
  selection?: { checked: boolean; onChange: (checked: boolean) => void };
  /** Arrived while the Orders tab was open: highlighted, with a "New" mark, until the merchant acts on it. */
  fresh?: boolean;
  /** The merchant opened, managed or moved the order on: it is new no more. */
  onSeen?: (orderId: string) => void;
}) {
  const money = orderMoney(order, useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS);
  const [open, setOpen] = useState(defaultOpen);
  const update = useUpdateOrderStatus(orderToasts.status);
  const quick = quickActionOf(order.status);
  // A card (or Razorpay payment) held at checkout is charged when the order is confirmed (issue 41):
  // the button says so.
  const quickLabel =
    quick?.status === "confirmed" &&
    paidOnProviderPage(order.paymentMethod) &&
    order.paymentStatus === "authorized"
      ? `${quick.label} and take ${formatMoney(order.totalAmount, money)}`
      : quick?.label;
  const upiPaid = upiPaidLine(order);
  const detailsId = `order-details-${order.id}`;
  const seen = () => {
    if (fresh) onSeen?.(order.id);
  };

  return (
    <Card
      className={cn(
        "grid gap-3 p-4",
        fresh && "border-amber-400 bg-amber-50 ring-2 ring-amber-300",
        selection?.checked && "border-blue-300 bg-blue-50/40",
      )}
      data-testid="order-card"
      data-order-id={order.id}
      data-fresh={fresh || undefined}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-0.5">
          <div className="flex flex-wrap items-center gap-2">
            {selection && (
              // A 40 px target around the box, for a thumb.
              <label className="-m-2.5 grid h-10 w-10 cursor-pointer place-items-center">
                <input
                  type="checkbox"
                  aria-label={`Select ${orderLabel(order.id)}`}
                  className="h-5 w-5 cursor-pointer accent-blue-600"
                  checked={selection.checked}
                  onChange={(event) => selection.onChange(event.target.checked)}
                />
              </label>
            )}
            <h3 className="font-mono text-sm font-semibold">{orderLabel(order.id)}</h3>
            {fresh && (
              <span className="rounded-full bg-amber-200 px-2 py-0.5 text-xs font-bold uppercase text-amber-950">
                New
              </span>
            )}
            <OrderStatusBadge status={order.status} />
            {order.orderType === "prescription" && (
              <span className="rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-800">
                Prescription
              </span>
            )}
            <FulfilmentBadge fulfilment={order.fulfilment} />
            <PaymentBadge order={order} />
            {order.discountCode && (
              <span
                data-testid="order-discount-code"
                title={`${order.discountCode} took ${formatMoney(order.discountAmount, money)} off`}
                className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 font-mono text-xs font-semibold text-emerald-800"
              >
                <Tag className="h-3.5 w-3.5" aria-hidden /> {order.discountCode}
              </span>
            )}
            {order.scheduledFor && (
              <span
                data-testid="order-slot"
                className="inline-flex items-center gap-1 rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-800"
              >
                <CalendarClock className="h-3.5 w-3.5" aria-hidden /> For{" "}
                {storeClockText(order.scheduledFor, timeZone, money.locale)}
              </span>
            )}
          </div>
          {/* The numbers the customer was shown (success page, mails; tracking page), beside the dashboard's. */}
          <p className="font-mono text-xs text-slate-500" data-testid="order-numbers">
            Customer's number {customerOrderNumber(order.id)} · Tracking code {order.trackingCode}
          </p>
          <p className="text-sm text-slate-600">
            {order.customer.name} · {formatDateTime(order.createdAt, money.locale)}
            {order.itemCount > 0 && ` · ${order.itemCount} item${order.itemCount === 1 ? "" : "s"}`}
          </p>
          {upiPaid && (
            <p className="break-all text-xs font-medium text-emerald-800" data-testid="order-upi-paid">
              {upiPaid}
            </p>
          )}
        </div>
        <p className="text-lg font-bold tabular-nums" data-testid="order-total">
          {orderTotalLabel(order, money)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {quick && (
          <Button
            size="sm"
            disabled={update.isPending}
            onClick={() => {
              seen();
              update.mutate({ orderId: order.id, data: { status: quick.status } });
            }}
          >
            {update.isPending && <Loader2 className="animate-spin" aria-hidden />}
            {quickLabel}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            seen();
            onManage(order);
          }}
        >
          <Settings2 aria-hidden /> Manage
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => {
            seen();
            setOpen((value) => !value);
          }}
        >
          <ChevronDown className={cn("transition-transform", open && "rotate-180")} aria-hidden /> Details
        </Button>
      </div>
      {open && (
        <div id={detailsId}>
          <OrderDetails order={order} timeZone={timeZone} storeName={storeName} />
        </div>
      )}
    </Card>
  );
}
