import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, Banknote, CheckCircle2, IndianRupee, Loader2, Undo2 } from "lucide-react";
import { useState } from "react";
import { formatMoney, type TMoneyFormat, US_DOLLARS } from "#contracts/money";
import type { TMerchantOrderDetails } from "#contracts/order-management";
import type { TPaymentEvent } from "#contracts/payments";
import type { TAction } from "#contracts/staff";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { merchantMoneyQueryOptions, permissionsQueryOptions } from "#web/features/auth/api/get-user";
import { formatDateTime } from "#web/lib/format-time";
import { useMarkOrderPaid } from "../api/mark-order-paid";
import { orderMoney } from "../utils/order-format";
import { orderToasts } from "../utils/order-toasts";
import {
  canMarkPaid,
  PAYMENT_EVENT_LABELS,
  PAYMENT_STATUS_VARIANTS,
  paymentBadgeLabel,
  refundableMinor,
  upiPaidLine,
} from "../utils/payment-format";
import { RefundDialog } from "./refund-dialog";
import { UpiPaidDialog } from "./upi-paid-dialog";

/** A payment badge: the method and where its money stands ("Card · Paid"). */
export function PaymentBadge({
  order,
}: {
  order: Pick<TMerchantOrderDetails, "paymentMethod" | "paymentStatus">;
}) {
  return (
    <Badge variant={PAYMENT_STATUS_VARIANTS[order.paymentStatus]} data-testid="order-payment">
      {paymentBadgeLabel(order)}
    </Badge>
  );
}

/** The order's payment history, its amounts in the order's currency (decision 0067). */
function PaymentEvents({ events, money }: { events: TPaymentEvent[]; money: TMoneyFormat }) {
  return (
    <ol className="grid gap-1.5 border-l-2 border-slate-200 pl-4" aria-label="Payment events">
      {events.map((event) => (
        <li key={event.id} className="relative" data-testid="payment-event">
          <span
            className="absolute -left-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full bg-emerald-500"
            aria-hidden
          />
          <span className="font-medium">{PAYMENT_EVENT_LABELS[event.kind]}</span>
          {event.amount !== null && <span className="tabular-nums"> {formatMoney(event.amount, money)}</span>}{" "}
          <span className="text-slate-500">· {formatDateTime(event.createdAt, money.locale)}</span>
          {event.reference && <p className="break-all font-mono text-xs text-slate-500">{event.reference}</p>}
          {event.note && <p className="text-slate-600">{event.note}</p>}
        </li>
      ))}
    </ol>
  );
}

/** Whose reference the order carries: the provider that wrote its latest event. */
function referenceLabel(order: TMerchantOrderDetails) {
  const provider = order.payments.findLast((event) => event.reference !== null)?.provider;
  switch (provider) {
    case "test":
      return "Test gateway reference";
    case "cash":
      return "Reference";
    case "razorpay":
      return "Razorpay reference";
    case "upi":
      return "UTR";
    default:
      return order.paymentMethod === "razorpay" ? "Razorpay reference" : "Stripe reference";
  }
}

/**
 * An order's payment (issue 41): the method, where it stands, what was paid and refunded, the
 * provider's reference, a flag to look into, and the events that made it, oldest first (decision
 * 0050). A cash order not yet paid can be marked paid; a card or Razorpay order with money left can
 * be refunded. A UPI order awaiting its payment is marked paid by its UTR (issue 46), and then says
 * "Paid by UPI · UTR …".
 */
export function PaymentSection({ order }: { order: TMerchantOrderDetails }) {
  const money = orderMoney(order, useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS);
  const [refunding, setRefunding] = useState(false);
  const [confirmingUpi, setConfirmingUpi] = useState(false);
  const markPaid = useMarkOrderPaid(orderToasts.markPaid(money));
  const permissions = useQuery(permissionsQueryOptions()).data;
  const can = (action: TAction) => permissions?.includes(action) ?? false;
  // Decision 0059: the orders role marks cash paid but does not refund; the buttons follow.
  const left = can("orders.refund") ? refundableMinor(order, money.currency) : 0;
  const marksPaid = can("orders.markPaid") && canMarkPaid(order);
  const upi = order.paymentMethod === "upi";
  const upiPaid = upiPaidLine(order);
  const rows: [label: string, value: string][] = [
    ["Paid", formatMoney(order.amountPaid, money)],
    ["Refunded", formatMoney(order.amountRefunded, money)],
  ];
  return (
    <section className="grid content-start gap-1.5" aria-label="Payment">
      <h4 className="font-semibold text-slate-900">Payment</h4>
      <div className="flex flex-wrap items-center gap-2">
        <PaymentBadge order={order} />
      </div>
      {order.paymentFlag && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg bg-amber-50 p-2 text-amber-900"
          data-testid="payment-flag"
        >
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>{order.paymentFlag}</span>
        </p>
      )}
      <dl className="grid gap-1">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 text-slate-600">
            <dt>{label}</dt>
            <dd className="tabular-nums" data-testid={`payment-${label.toLowerCase()}`}>
              {value}
            </dd>
          </div>
        ))}
        {order.paymentReference && !upiPaid && (
          <div className="flex justify-between gap-3 text-slate-600">
            <dt>{referenceLabel(order)}</dt>
            <dd className="break-all text-right font-mono text-xs">{order.paymentReference}</dd>
          </div>
        )}
      </dl>
      {upiPaid && (
        <p className="flex items-center gap-2 font-medium text-emerald-800" data-testid="upi-paid">
          <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden />
          <span className="break-all">{upiPaid}</span>
        </p>
      )}
      {order.payments.length > 0 && <PaymentEvents events={order.payments} money={money} />}
      {(marksPaid || left > 0) && (
        <div className="flex flex-wrap gap-2">
          {marksPaid && (
            <Button
              size="sm"
              variant="outline"
              disabled={markPaid.isPending}
              // A UPI payment is confirmed by its UTR, asked in a dialog; cash needs nothing more.
              onClick={() => (upi ? setConfirmingUpi(true) : markPaid.mutate({ orderId: order.id }))}
            >
              {markPaid.isPending ? (
                <Loader2 className="animate-spin" aria-hidden />
              ) : upi ? (
                <IndianRupee aria-hidden />
              ) : (
                <Banknote aria-hidden />
              )}
              Mark as paid
            </Button>
          )}
          {left > 0 && (
            <Button size="sm" variant="outline" onClick={() => setRefunding(true)}>
              <Undo2 aria-hidden /> Refund
            </Button>
          )}
        </div>
      )}
      {left > 0 && <RefundDialog order={order} open={refunding} onOpenChange={setRefunding} />}
      {marksPaid && upi && (
        <UpiPaidDialog order={order} open={confirmingUpi} onOpenChange={setConfirmingUpi} />
      )}
    </section>
  );
}
