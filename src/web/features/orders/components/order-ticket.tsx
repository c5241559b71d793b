import { useQuery } from "@tanstack/react-query";
import { discountLabel } from "#contracts/discount-rules";
import { formatMoney, US_DOLLARS } from "#contracts/money";
import type { TMerchantOrderDetails } from "#contracts/order-management";
import type { TSeenOrderDetails } from "#contracts/order-privacy";
import { customerOrderNumber } from "#contracts/order-statuses";
import { describeChoice } from "#contracts/product-options";
import { storeClockText } from "#contracts/trading-hours";
import { merchantMoneyQueryOptions } from "#web/features/auth/api/get-user";
import { cn } from "#web/lib/utils";
import { orderLabel, orderTotalLabel } from "../utils/order-format";
import { ticketPaymentLines } from "../utils/payment-format";
import type { TicketFormat } from "../utils/ticket-printer";

/** Who the ticket is from: the store as its customers know it. */
export interface TicketStore {
  name: string;
  phone: string | null;
  address: string | null;
}

/** The order with its money figures, or null where the role sees none (they all come, or none). */
const moneyOf = (order: TSeenOrderDetails) =>
  order.totalAmount === null ? null : (order as TMerchantOrderDetails);

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={cn("flex justify-between gap-3", strong && "font-bold")}>
      <span>{label}</span>
      <span className="tabular-nums">{value}</span>
    </div>
  );
}

/**
 * An order as the kitchen or the packer reads it on paper: the store, the number and time, how and
 * when it leaves (the largest line after the number), the items with their choices, the notes, the
 * customer, the amounts and the payment ("CASH DUE $31.00", "PAID BY CARD"). `receipt` is 72 mm of text for an 80 mm roll; `a4` a page. Times read in
 * the store's time zone. A role that sees no money or no contact details (the kitchen's, decision
 * 0059) gets its order without them from the server, and its ticket without their lines.
 */
export function OrderTicket({
  order,
  store,
  format,
  timeZone,
}: {
  order: TSeenOrderDetails;
  store: TicketStore;
  format: TicketFormat;
  timeZone?: string;
}) {
  const receipt = format === "receipt";
  const pickup = order.fulfilment === "pickup";
  const storeMoney = useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS;
  const money = moneyOf(order);
  const payment = money ? ticketPaymentLines(money, storeMoney) : [];
  const section = receipt ? "border-t border-dashed border-black pt-2" : "border-t border-slate-400 pt-3";
  return (
    <article
      data-testid="order-ticket"
      data-format={format}
      className={cn(
        "grid gap-2 bg-white text-black",
        receipt ? "w-[72mm] font-mono text-[12px] leading-snug" : "w-full gap-4 font-sans text-[14px]",
      )}
    >
      <header className={cn("grid gap-0.5", receipt && "text-center")}>
        <p className={cn("font-bold", receipt ? "text-[15px]" : "text-2xl")}>{store.name}</p>
        {store.address && <p>{store.address}</p>}
        {store.phone && <p>{store.phone}</p>}
      </header>

      <section className={cn("grid gap-0.5", section)} aria-label="Order">
        <p className={cn("font-bold", receipt ? "text-[18px]" : "text-3xl")}>{orderLabel(order.id)}</p>
        <p>Placed {storeClockText(order.createdAt, timeZone, storeMoney.locale, "date")}</p>
        <p>Customer's number {customerOrderNumber(order.id)}</p>
        <p>Tracking code {order.trackingCode}</p>
        {order.orderType === "prescription" && <p className="font-bold">Prescription order</p>}
      </section>

      <section className={cn("grid gap-0.5", section)} aria-label="Fulfilment">
        <p className={cn("font-bold uppercase", receipt ? "text-[16px]" : "text-xl")}>
          {pickup ? "Pickup" : "Delivery"}
        </p>
        <p className="font-bold">
          {order.scheduledFor
            ? `Scheduled for ${storeClockText(order.scheduledFor, timeZone, storeMoney.locale, "date")}`
            : "As soon as possible"}
        </p>
        {order.deliveryZoneName && <p>Zone: {order.deliveryZoneName}</p>}
      </section>

      {order.orderItems.length > 0 && (
        <section className={cn("grid gap-1.5", section)} aria-label="Items">
          {order.orderItems.map((item) => (
            <div key={item.id} data-testid="ticket-item">
              <div className="flex justify-between gap-3 font-bold">
                <span>
                  {item.quantity} × {item.productName}
                </span>
                {item.lineTotal !== null && (
                  <span className="tabular-nums">{formatMoney(item.lineTotal, storeMoney)}</span>
                )}
              </div>
              {item.options.length > 0 && <p className="pl-4">{describeChoice(item.options)}</p>}
            </div>
          ))}
        </section>
      )}

      {(order.notes || order.prescriptionNotes) && (
        <section className={cn("grid gap-0.5", section)} aria-label="Notes">
          <p className="font-bold">Notes</p>
          {order.notes && <p className="whitespace-pre-line">{order.notes}</p>}
          {order.prescriptionNotes && <p className="whitespace-pre-line">{order.prescriptionNotes}</p>}
        </section>
      )}

      <section className={cn("grid gap-0.5", section)} aria-label="Customer">
        <p className="font-bold">{order.customer.name}</p>
        {order.customer.phone && <p>{order.customer.phone}</p>}
        {order.customer.address && <p className="whitespace-pre-line">{order.customer.address}</p>}
      </section>

      {money && (
        <section className={cn("grid gap-0.5", section)} aria-label="Amount">
          <Row label="Subtotal" value={formatMoney(money.subtotal, storeMoney)} />
          {/* A pickup has no delivery: its receipt lists the amounts its success page and mails do (issue 42). */}
          {!pickup && <Row label="Delivery fee" value={formatMoney(money.deliveryFee, storeMoney)} />}
          {Number(money.discountAmount) > 0 && (
            <Row
              label={discountLabel(money.discountCode)}
              value={`−${formatMoney(money.discountAmount, storeMoney)}`}
            />
          )}
          <Row label="Total" value={orderTotalLabel(money, storeMoney)} strong />
        </section>
      )}

      {/* Whether money is to be collected at the door, in the largest letters after the total (issue 41). */}
      {payment.length > 0 && (
        <section className={cn("grid gap-0.5", section)} aria-label="Payment" data-testid="ticket-payment">
          {payment.map((line, index) => (
            <p
              key={line}
              className={cn(index === 0 && "font-bold", index === 0 && (receipt ? "text-[16px]" : "text-xl"))}
            >
              {line}
            </p>
          ))}
        </section>
      )}
    </article>
  );
}
