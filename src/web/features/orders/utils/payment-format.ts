import { formatMoney, type TMoneyFormat, toMinor } from "#contracts/money";
import type { TMerchantOrder } from "#contracts/order-management";
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type PaymentEventKind,
  type PaymentMethod,
  type PaymentStatus,
  paidOnProviderPage,
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
  upi_received: "UPI payment confirmed",
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
 * What is left to refund of a payment taken on a provider's page (a card, Razorpay), in minor units
 * of the order's currency: what was paid less what was refunded. Cash and UPI to the store's own ID
 * are given back outside the app.
 */
export const refundableMinor = (
  order: Pick<Payment, "paymentMethod" | "amountPaid" | "amountRefunded">,
  currency: string,
) =>
  paidOnProviderPage(order.paymentMethod)
    ? Math.max(0, toMinor(order.amountPaid, currency) - toMinor(order.amountRefunded, currency))
    : 0;

/**
 * An order whose money the merchant records by hand, with an amount to receive (a quote of 0 has
 * none yet): a cash order not yet paid and not cancelled, or a UPI order with no money recorded
 * (issue 46: marked paid with its UPI transaction reference), even one let go unpaid: money that
 * came late is recorded, and the server flags the order to be refunded.
 */
export const canMarkPaid = (order: Payment & { status: string }) =>
  Number(order.totalAmount) > 0 &&
  (order.paymentMethod === "cash"
    ? order.paymentStatus === "unpaid" && order.status !== "cancelled"
    : order.paymentMethod === "upi" &&
      (order.paymentStatus === "awaiting_payment" || order.paymentStatus === "expired") &&
      Number(order.amountPaid) === 0);

/** "Paid by UPI · UTR 123456789012": a UPI order the merchant marked paid, by its reference (issue 46). */
export const upiPaidLine = (order: Pick<TMerchantOrder, "paymentMethod" | "paymentReference">) =>
  order.paymentMethod === "upi" && order.paymentReference
    ? `Paid by UPI · UTR ${order.paymentReference}`
    : null;

/** How the printed ticket names an online method's money ("PAID BY CARD", "PAID BY RAZORPAY"). */
const ONLINE_WORDS: Record<"card" | "razorpay", { name: string; refundedTo: string }> = {
  card: { name: "CARD", refundedTo: "REFUNDED TO CARD" },
  razorpay: { name: "RAZORPAY", refundedTo: "REFUNDED BY RAZORPAY" },
};

/**
 * The printed ticket's payment line, in capitals for the person handing the order over:
 * "CASH DUE $31.00" (collect it), "PAID BY CARD" (nothing to collect), and for a card payment
 * that is not simply paid, where it stands. Razorpay's read as a card's ("PAID BY RAZORPAY"); a UPI
 * payment is "PAID BY UPI" once the store has confirmed it, "UPI PAYMENT NOT CONFIRMED" before.
 */
export function ticketPaymentLines(order: Payment, money: TMoneyFormat): string[] {
  const total = formatMoney(order.totalAmount, money);
  const refunded = formatMoney(order.amountRefunded, money);
  const method: PaymentMethod = order.paymentMethod;
  if (method === "cash") {
    if (order.paymentStatus === "paid") return ["PAID IN CASH"];
    return Number(order.totalAmount) > 0 ? [`CASH DUE ${total}`] : [];
  }
  if (method === "upi") {
    if (order.paymentStatus === "paid") return ["PAID BY UPI"];
    if (order.paymentStatus === "awaiting_payment") return ["UPI PAYMENT NOT CONFIRMED"];
    return [`UPI PAYMENT ${PAYMENT_STATUS_LABELS[order.paymentStatus].toUpperCase()}`];
  }
  const { name, refundedTo } = ONLINE_WORDS[method];
  switch (order.paymentStatus) {
    case "paid":
      return [`PAID BY ${name}`];
    case "authorized":
      return [`${name} AUTHORIZED ${total}`, "Charged when the order is confirmed"];
    case "partially_refunded":
      return [`PAID BY ${name}`, `REFUNDED ${refunded}`];
    case "refunded":
      return [`${refundedTo} ${refunded}`];
    case "awaiting_payment":
      return [`${name} PAYMENT NOT RECEIVED`];
    default:
      return [`${name} PAYMENT ${PAYMENT_STATUS_LABELS[order.paymentStatus].toUpperCase()}`];
  }
}
