import { useQuery } from "@tanstack/react-query";
import { Clock, Printer } from "lucide-react";
import { US_DOLLARS } from "#contracts/money";
import type { TSeenOrderDetails } from "#contracts/order-privacy";
import { describeChoice } from "#contracts/product-options";
import { storeClockText } from "#contracts/trading-hours";
import { OrderStatusBadge } from "#web/components/order-status-badge";
import { Button } from "#web/components/ui/button";
import { merchantMoneyQueryOptions } from "#web/features/auth/api/get-user";
import { nextStepOf } from "../utils/kitchen-steps";
import { orderLabel } from "../utils/order-format";
import { printTicket } from "../utils/ticket-printer";

/**
 * One order on the kitchen's screen, in type read from across a kitchen: its number, when it came
 * and how long it has waited, how and when it leaves, what to make (quantities, choices), the notes;
 * then its next step, one tap, and its ticket. Nothing of the customer but the name a pickup is
 * called by, and no money: the server sends none to the kitchen (decision 0059).
 */
export function KitchenOrderCard({
  order,
  age,
  timeZone,
  pending,
  onAdvance,
}: {
  order: TSeenOrderDetails;
  /** How long the order has waited ("7 min"). */
  age: string;
  timeZone?: string;
  /** Its status change is on its way: the button waits. */
  pending: boolean;
  onAdvance: (order: TSeenOrderDetails) => void;
}) {
  const next = nextStepOf(order);
  const { locale } = useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS;
  const label = orderLabel(order.id);
  return (
    <li
      className="flex flex-col gap-4 rounded-2xl border-2 border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="kitchen-order"
      aria-label={label}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-2xl font-bold tabular-nums sm:text-3xl">{label}</h2>
          <p className="mt-1 flex items-center gap-1.5 text-lg text-slate-700">
            <Clock className="h-5 w-5" aria-hidden />
            <span>
              {storeClockText(order.createdAt, timeZone, locale)} ·{" "}
              <span data-testid="kitchen-age">{age}</span>
            </span>
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>

      <p className="text-xl font-bold uppercase" data-testid="kitchen-fulfilment">
        {order.fulfilment === "pickup" ? "Pickup" : "Delivery"}
        {" · "}
        <span className={order.scheduledFor ? "text-blue-700" : undefined}>
          {order.scheduledFor
            ? `For ${storeClockText(order.scheduledFor, timeZone, locale)}`
            : "As soon as possible"}
        </span>
      </p>
      <p className="text-lg text-slate-700">{order.customer.name}</p>

      {order.orderItems.length > 0 ? (
        <ul className="grid gap-2 border-t border-slate-200 pt-3" aria-label="Items">
          {order.orderItems.map((item) => (
            <li key={item.id} className="text-xl" data-testid="kitchen-item">
              <span className="font-bold tabular-nums">{item.quantity} ×</span> {item.productName}
              {item.options.length > 0 && (
                <span className="block pl-8 text-lg text-slate-700">{describeChoice(item.options)}</span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        order.orderType === "prescription" && <p className="text-lg font-bold">Prescription order</p>
      )}

      {(order.notes || order.prescriptionNotes) && (
        <div className="rounded-xl bg-amber-50 p-3 text-lg text-amber-950" data-testid="kitchen-notes">
          <p className="font-bold">Notes</p>
          {order.notes && <p className="whitespace-pre-line">{order.notes}</p>}
          {order.prescriptionNotes && <p className="whitespace-pre-line">{order.prescriptionNotes}</p>}
        </div>
      )}

      <div className="mt-auto flex flex-wrap gap-2">
        {next && (
          <Button
            size={null}
            className="h-16 min-w-0 flex-1 px-6 text-xl font-bold"
            disabled={pending}
            aria-label={`${next.label}: ${label}`}
            onClick={() => onAdvance(order)}
          >
            {pending ? "Saving..." : next.label}
          </Button>
        )}
        <Button
          variant="outline"
          size={null}
          className="h-16 px-5 text-lg"
          aria-label={`Print ticket: ${label}`}
          onClick={() => void printTicket(order, "receipt")}
        >
          <Printer aria-hidden /> Print
        </Button>
      </div>
    </li>
  );
}
