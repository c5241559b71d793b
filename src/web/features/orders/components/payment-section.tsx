import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, Banknote, Loader2, Undo2 } from "lucide-react";
import { useState } from "react";
import { formatMoney, US_DOLLARS } from "#contracts/money";
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
} from "../utils/payment-format";
import { RefundDialog } from "./refund-dialog";

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

function PaymentEvents({ events }: { events: TPaymentEvent[] }) {
  const money = useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS;
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
  return provider === "test"
    ? "Test gateway reference"
    : provider === "cash"
      ? "Reference"
      : "Stripe reference";
}

/**
 * An order's payment (issue 41): the method, where it stands, what was paid and refunded, the
 * provider's reference, a flag to look into, and the events that made it, oldest first (decision
 * 0050). A cash order not yet paid can be marked paid; a card order with money left can be refunded.
 */
export function PaymentSection({ order }: { order: TMerchantOrderDetails }) {
  const money = orderMoney(order, useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS);
  const [refunding, setRefunding] = useState(false);
  const markPaid = useMarkOrderPaid(orderToasts.markPaid(money));
  const permissions = useQuery(permissionsQueryOptions()).data;
  const can = (action: TAction) => permissions?.includes(action) ?? false;
  // Decision 0059: the orders role marks cash paid but does not refund; the buttons follow.
  const left = can("orders.refund") ? refundableMinor(order, money.currency) : 0;
  const marksPaid = can("orders.markPaid") && canMarkPaid(order);
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
        {order.paymentReference && (
          <div className="flex justify-between gap-3 text-slate-600">
            <dt>{referenceLabel(order)}</dt>
            <dd className="break-all text-right font-mono text-xs">{order.paymentReference}</dd>
          </div>
        )}
      </dl>
      {order.payments.length > 0 && <PaymentEvents events={order.payments} />}
      {(marksPaid || left > 0) && (
        <div className="flex flex-wrap gap-2">
          {marksPaid && (
            <Button
              size="sm"
              variant="outline"
              disabled={markPaid.isPending}
              onClick={() => markPaid.mutate(order.id)}
            >
              {markPaid.isPending ? (
                <Loader2 className="animate-spin" aria-hidden />
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
    </section>
  );
}
