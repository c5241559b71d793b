import { formatMoney, type TMoneyFormat } from "#contracts/money";
import type { TMerchantOrder } from "#contracts/order-management";
import type { TSeenNewOrderEvent } from "#contracts/order-privacy";
import { dashboardOrderNumber, type OrderStatus } from "#contracts/order-statuses";

/** "Order #3f2a9c1e": the dashboard names an order by the first 8 characters of its id. */
export const orderLabel = (orderId: string) => `Order #${dashboardOrderNumber(orderId)}`;

/**
 * "Order #c8765f61 from Ann: $12.00": a new order as its toast and the Orders tab announce it; without
 * the amount for a role that sees no money (the kitchen's, decision 0059).
 */
export const newOrderText = (
  order: Pick<TSeenNewOrderEvent, "id" | "customerName" | "totalAmount">,
  money: TMoneyFormat,
) =>
  `${orderLabel(order.id)} from ${order.customerName}${order.totalAmount === null ? "" : `: ${formatMoney(order.totalAmount, money)}`}`;

/**
 * An order's money as the dashboard writes it: the order's own currency (decision 0067: the store's
 * when it was placed) in the store's formats.
 */
export const orderMoney = (order: { currency: string }, store: TMoneyFormat): TMoneyFormat => ({
  currency: order.currency,
  locale: store.locale,
});

/** A prescription order with total 0 shows 'Pending Quote' (spec section 2); anything else its total. */
export const orderTotalLabel = (
  order: Pick<TMerchantOrder, "orderType" | "totalAmount">,
  money: TMoneyFormat,
) =>
  order.orderType === "prescription" && Number(order.totalAmount) === 0
    ? "Pending Quote"
    : formatMoney(order.totalAmount, money);

/** The quick action on an order: confirm a pending one; complete a confirmed or processing one. */
export function quickActionOf(status: OrderStatus): { label: string; status: OrderStatus } | null {
  if (status === "pending") return { label: "Confirm", status: "confirmed" };
  if (status === "confirmed" || status === "processing")
    return { label: "Mark Completed", status: "completed" };
  return null;
}

/** An ISO time as the value of a datetime-local input (local time, minutes), or "". */
export function toDateTimeLocal(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (the merchant's local time) as an ISO time with its offset, for the API. */
export const fromDateTimeLocal = (value: string) => new Date(value).toISOString();
