import type {
  TMerchantOrder,
  TMerchantOrderCustomer,
  TMerchantOrderDetails,
  TNewOrderEvent,
  TOrderItemDetails,
} from "./order-management";
import type { TPaymentEvent } from "./payments";
import type { TChosenOption } from "./product-options";

/**
 * What a role sees of an order (issue 43's table, decision 0059): the kitchen sees orders "without
 * the customer's phone, email and address, and without money figures". One function makes every
 * orders answer (the lists, one order, a status change's answer, the live stream's new-order event)
 * fit the role; the fields it hides are null, so a screen tells "hidden" from "none" by the role.
 *
 * Kept for every role: the customer's name (a pickup is called by it), the order's notes and the
 * status history's notes (they are cooking notes as often as not: "no onions"), the fulfilment, the
 * slot and the delivery zone's name (which door the food leaves by, not where it goes).
 * Hidden with the contact details: the phone (and its WhatsApp form), the email, the address, the
 * delivery point (the address as a map point) and a prescription's file (a scan carries the
 * patient's name, address and date of birth).
 * Hidden with the money: every price, line total, option price, subtotal, fee, discount (its code
 * too: a code is a price cut), total, amount paid and refunded, the payment history, the provider's
 * reference, the payment flag (it names amounts) and a quote's message (it names the price).
 */
export interface TOrderSight {
  /** "orders.customer": the customer's contact details. */
  customer: boolean;
  /** "orders.money": every money figure. */
  money: boolean;
}

type WithNull<T, K extends keyof T> = { [P in keyof T]: P extends K ? T[P] | null : T[P] };

const MONEY_FIELDS = [
  "totalAmount",
  "subtotal",
  "deliveryFee",
  "discountCode",
  "discountAmount",
  "amountPaid",
  "amountRefunded",
  "paymentReference",
  "paymentFlag",
  "quoteMessage",
] as const satisfies readonly (keyof TMerchantOrder)[];
type TMoneyField = (typeof MONEY_FIELDS)[number];

export type TSeenCustomer = WithNull<TMerchantOrderCustomer, "phone" | "address" | "email">;

/** An order in the list as a role sees it: the full TMerchantOrder is one of these. */
export type TSeenOrder = WithNull<
  Omit<TMerchantOrder, "customer">,
  TMoneyField | "deliveryPoint" | "prescriptionFileUrl"
> & { customer: TSeenCustomer };

export type TSeenOrderItem = WithNull<
  Omit<TOrderItemDetails, "options">,
  "price" | "unitPrice" | "lineTotal"
> & {
  options: WithNull<TChosenOption, "priceDelta">[];
};

/** One order with its lines and history as a role sees it. */
export type TSeenOrderDetails = TSeenOrder &
  Pick<TMerchantOrderDetails, "statusHistory"> & {
    customer: TSeenCustomer & { whatsappPhone: string | null };
    orderItems: TSeenOrderItem[];
    payments: TPaymentEvent[];
  };

export type TSeenNewOrderEvent = WithNull<TNewOrderEvent, "totalAmount">;

const noContact = { phone: null, address: null, email: null };

/** The order's own fields as `sight` allows. */
function seenOrder(order: TMerchantOrder, sight: TOrderSight): TSeenOrder {
  const seen: TSeenOrder = { ...order };
  if (!sight.customer) {
    seen.customer = { ...order.customer, ...noContact };
    seen.deliveryPoint = null;
    seen.prescriptionFileUrl = null;
  }
  if (!sight.money) for (const field of MONEY_FIELDS) seen[field] = null;
  return seen;
}

/** An order (list entry or with its details) as a role with `sight` may see it. */
export function orderAsSeen(order: TMerchantOrderDetails, sight: TOrderSight): TSeenOrderDetails;
export function orderAsSeen(order: TMerchantOrder, sight: TOrderSight): TSeenOrder;
export function orderAsSeen(
  order: TMerchantOrder | TMerchantOrderDetails,
  sight: TOrderSight,
): TSeenOrder | TSeenOrderDetails {
  if (sight.customer && sight.money) return order;
  const seen = seenOrder(order, sight);
  if (!("orderItems" in order)) return seen;
  return {
    ...seen,
    customer: { ...seen.customer, whatsappPhone: sight.customer ? order.customer.whatsappPhone : null },
    statusHistory: order.statusHistory,
    orderItems: sight.money
      ? order.orderItems
      : order.orderItems.map((item) => ({
          ...item,
          price: null,
          unitPrice: null,
          lineTotal: null,
          options: item.options.map((option) => ({ ...option, priceDelta: null })),
        })),
    payments: sight.money ? order.payments : [],
  };
}

/** The live stream's new-order event as a role sees it (the customer's name stays, as on the list). */
export const newOrderAsSeen = (event: TNewOrderEvent, sight: TOrderSight): TSeenNewOrderEvent =>
  sight.money ? event : { ...event, totalAmount: null };
