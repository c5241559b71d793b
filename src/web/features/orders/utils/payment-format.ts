import { formatMoney, type TMoneyFormat, toMinor } from "#contracts/money";
import type { TMerchantOrder } from "#contracts/order-management";
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type PaymentEventKind,
  type PaymentStatus,
} from "#contracts/payments";

type Payment = Pick<
  TMerchantOrder,
  "paymentMethod" | "paymentStatus" | "amountPaid" | "amountRefunded" | "totalAmount" | "orderType"
>;

/** What each entry of an order's payment history says happened (decision 0050). */
export const PAYMENT_EVENT_LABELS: Record<PaymentEventKind, string> = {
  session_created: "Payment page opened",
  authorized: "Card authorized (held)",
  paid: "Paid",
  captured: "Captured",
  voided: "Hold released",
  refunded: "Refunded",
  failed: "Payment failed",
  expired: "Payment page expired",
  cash_received: "Cash received",
  flagged: "Flagged",
};

/** How a payment status reads at a glance: money in is green, money waiting amber, money gone grey or red. */
export const PAYMENT_STATUS_VARIANTS: Record<
  PaymentStatus,
  "warning" | "default" | "secondary" | "success" | "destructive"
> = {
  unpaid: "secondary",
  awaiting_payment: "warning",
  authorized: "default",
  paid: "success",
  partially_refunded: "warning",
  refunded: "secondary",
  voided: "secondary",
  expired: "destructive",
  failed: "destructive",
};

/** "Card · Paid", "Cash · Unpaid": the order list's payment badge. */
export const paymentBadgeLabel = (order: Pick<Payment, "paymentMethod" | "paymentStatus">) =>
  `${PAYMENT_METHOD_LABELS[order.paymentMethod]} · ${PAYMENT_STATUS_LABELS[order.paymentStatus]}`;

/**
 * What is left to refund of a card payment, in minor units of the order's currency: what was paid
 * less what was refunded.
 */
export const refundableMinor = (
  order: Pick<Payment, "paymentMethod" | "amountPaid" | "amountRefunded">,
  currency: string,
) =>
  order.paymentMethod === "card"
    ? Math.max(0, toMinor(order.amountPaid, currency) - toMinor(order.amountRefunded, currency))
    : 0;

/** A cash order whose money has not been recorded, with an amount to receive (a quote of 0 has none yet). */
export const canMarkPaid = (order: Payment & { status: string }) =>
  order.paymentMethod === "cash" &&
  order.paymentStatus === "unpaid" &&
  order.status !== "cancelled" &&
  Number(order.totalAmount) > 0;

/**
 * The printed ticket's payment line, in capitals for the person handing the order over:
 * "CASH DUE $31.00" (collect it), "PAID BY CARD" (nothing to collect), and for a card payment
 * that is not simply paid, where it stands.
 */
export function ticketPaymentLines(order: Payment, money: TMoneyFormat): string[] {
  const total = formatMoney(order.totalAmount, money);
  const refunded = formatMoney(order.amountRefunded, money);
  if (order.paymentMethod === "cash") {
    if (order.paymentStatus === "paid") return ["PAID IN CASH"];
    return Number(order.totalAmount) > 0 ? [`CASH DUE ${total}`] : [];
  }
  switch (order.paymentStatus) {
    case "paid":
      return ["PAID BY CARD"];
    case "authorized":
      return [`CARD AUTHORIZED ${total}`, "Charged when the order is confirmed"];
    case "partially_refunded":
      return ["PAID BY CARD", `REFUNDED ${refunded}`];
    case "refunded":
      return [`REFUNDED TO CARD ${refunded}`];
    case "awaiting_payment":
      return ["CARD PAYMENT NOT RECEIVED"];
    default:
      return [`CARD PAYMENT ${PAYMENT_STATUS_LABELS[order.paymentStatus].toUpperCase()}`];
  }
}
