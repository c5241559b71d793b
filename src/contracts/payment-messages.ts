/**
 * Payment names and the shopper's words (issue 41, decision 0050), apart from the schemas
 * (payments.ts, which re-exports these) so the storefront loads no zod.
 */
export const PAYMENT_METHODS = ["cash", "card", "razorpay", "upi"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Methods paid on a provider's hosted page (issue 41: a card through Stripe or the test gateway;
 * issue 46: a Razorpay Payment Link), settled only on the provider's word (settle-payment.ts).
 */
export const paidOnProviderPage = (method: PaymentMethod): method is "card" | "razorpay" =>
  method === "card" || method === "razorpay";

/**
 * Methods whose order starts `awaiting_payment` and is let go unpaid after the store's expiry: the
 * provider-page ones, and UPI to the merchant's own ID (issue 46), which the merchant confirms by hand.
 */
export const awaitsPayment = (method: PaymentMethod): method is "card" | "razorpay" | "upi" =>
  method !== "cash";

/** Methods only a store in Indian rupees offers (issue 46): Razorpay and UPI settle INR. */
export const INR_ONLY_METHODS: readonly PaymentMethod[] = ["razorpay", "upi"];

/**
 * Where an order's money stands. `unpaid`: a cash order not yet marked paid. A card order starts
 * `awaiting_payment` and moves only on what the provider itself says (settle-payment.ts).
 */
export const PAYMENT_STATUSES = [
  "unpaid",
  "awaiting_payment",
  "authorized",
  "paid",
  "partially_refunded",
  "refunded",
  "voided",
  "expired",
  "failed",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: "Unpaid",
  awaiting_payment: "Awaiting payment",
  authorized: "Authorized",
  paid: "Paid",
  partially_refunded: "Partially refunded",
  refunded: "Refunded",
  voided: "Voided",
  expired: "Expired",
  failed: "Failed",
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: "Cash",
  card: "Card",
  razorpay: "Razorpay",
  upi: "UPI",
};

/** The words for a card order let go unpaid (the order's history note, the shopper's screens). */
export const PAYMENT_NOT_COMPLETED = "Payment not completed";

/** What the shopper reads of a card payment: the checkout, the order's success view, tracking, the test gateway. */
export const PAYMENT_SHOPPER_MESSAGES = {
  checkoutCancelled: "Payment not completed. Your cart is still here.",
  waiting: "Waiting for your payment to be confirmed…",
  stillWaiting:
    "We are still waiting for the payment's confirmation. If you paid, it will show here; you can also follow your order.",
  received: "Payment received",
  chargedOnConfirm: "Your card is charged when the store confirms your order.",
  failed: "Your payment did not go through, and no money was taken. You can try again from the checkout.",
  notCompleted: PAYMENT_NOT_COMPLETED,
  notCompletedDetail: "This order was not paid, so it will not be prepared. Your cart is still in the store.",
  payNowFailed: "The payment page could not be opened. Please try again in a moment.",
  testGatewayBanner: "TEST PAYMENT — no money moves",
} as const;

/** The test gateway's answers (payments/test-gateway.ts), which its page shows. */
export const TEST_GATEWAY_MESSAGES = {
  declined: "Your card was declined.",
  otherCard: "Use 4242 4242 4242 4242 (paid) or 4000 0000 0000 0002 (declined): this is a test gateway",
  expired: "This payment page has expired.",
  notFound: "Payment page not found",
} as const;
