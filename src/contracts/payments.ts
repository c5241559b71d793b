import { z } from "zod";
import { amountOf, decimalsAllowed, perCurrency } from "./amount";
import { DEFAULT_CURRENCY } from "./currency";
import { formatMoney, fromMinor, type TMoneyFormat, toMinor } from "./money";
import {
  PAYMENT_METHODS,
  PAYMENT_NOT_COMPLETED,
  type PaymentMethod,
  type PaymentStatus,
  TEST_GATEWAY_MESSAGES,
} from "./payment-messages";

/**
 * Payments (issue 41, decision 0050). The methods' and statuses' names and labels, and the shopper's
 * words, live in payment-messages.ts (zod-free, so the storefront's checkout and success view load
 * no zod); every screen (storefront, dashboard, receipt, mails) names them from there or from here.
 */
export {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentStatus,
  TEST_GATEWAY_MESSAGES,
} from "./payment-messages";

/** When a card's money is taken: at checkout, or when the merchant confirms the order (a hold until then). */
export const CAPTURE_MOMENTS = ["checkout", "confirm"] as const;
export type CaptureMoment = (typeof CAPTURE_MOMENTS)[number];

/** The providers a store's card payments go through: Stripe, or the built-in test gateway (no money moves). */
export const PAYMENT_PROVIDERS = ["stripe", "test"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The kinds of entries in an order's append-only payment history (the Saleor model, decision 0050). */
export const PAYMENT_EVENT_KINDS = [
  "session_created",
  "authorized",
  "paid",
  "captured",
  "voided",
  "refunded",
  "failed",
  "expired",
  "cash_received",
  "flagged",
] as const;
export type PaymentEventKind = (typeof PAYMENT_EVENT_KINDS)[number];

export const UNPAID_EXPIRY_LIMITS = { min: 5, max: 1440, default: 30 } as const;

/** Card payments awaiting the provider's word are read from it this long after the session was made. */
export const RECONCILE_AFTER_MINUTES = 10;

export const PAYMENT_MESSAGES = {
  methodsNone: "Choose at least one payment method",
  cardNeedsAccount: "Connect a Stripe account that can take charges before offering card payments",
  cardUnavailable: "Card payments are not available",
  methodNotOffered: (method: PaymentMethod) =>
    method === "card" ? "This store does not take card payments" : "This store does not take cash payments",
  unpaidExpiry: `Unpaid orders must be let go after ${UNPAID_EXPIRY_LIMITS.min} to ${UNPAID_EXPIRY_LIMITS.max} minutes`,
  captureOn: "captureOn must be checkout or confirm",
  paymentMethod: "paymentMethod must be cash or card",
  expiredNote: PAYMENT_NOT_COMPLETED,
  providerDown: "The payment could not be started. Please try again in a moment.",
  refundTooMuch: (leftMinor: number, money: TMoneyFormat) =>
    `At most ${formatMoney(leftMinor, money)} can be refunded`,
  refundCash: "A cash order is refunded in cash, outside the app",
  refundNothing: "Nothing has been paid on this order",
  /** The order's currency's smallest amount; a dollar order's words as before issue 45. */
  refundAmount: (currency: string) =>
    currency === DEFAULT_CURRENCY
      ? "The refund must be at least $0.01"
      : `The refund must be an amount in ${currency} of at least ${fromMinor(1, currency)}, with ${decimalsAllowed(currency)}`,
  refundReason: "Say why the order is refunded",
  markPaidCard: "A card order is paid online: it cannot be marked paid by hand",
  markPaidTwice: "This order is already marked paid",
  captureTwice: "This payment has already been captured",
  // Issue 41's merchant operations (refunds, capture on confirm, void or refund on cancel).
  providerUnreachable: "The payment provider could not be reached: nothing changed. Try again in a moment.",
  captureRefused: "The payment provider refused to take this payment: the order stays as it was",
  voidRefused: "The payment provider refused to release this payment's hold: the order stays as it was",
  refundRefused: "The payment provider refused this refund: nothing was refunded",
  bulkCancelPaid: "Paid by card: cancel it on its own to choose whether to refund it",
  markPaidNothing: "This order has nothing to pay yet",
  cancelRefundNote: "Refunded on cancelling the order",
  paymentBusy: "Another change to this order's payment is under way: try again in a moment",
  paymentChanged: "This order's payment changed meanwhile: reload the order and try again",
  amountMismatch: "The amount paid differs from the order total: check the payment in Stripe",
  stripeNotConfigured: "Stripe is not set up on this server",
  nothingToPay: "There is nothing to pay on this order",
  paidAfterCancel: "Paid after the order was cancelled: refund it",
} as const;

/**
 * The public store answer's `payments` (GET /api/microsite/{slug}): what its checkout offers now.
 * `card` only when the store offers cards and its provider can take charges now.
 */
export interface TStorePayments {
  cash: boolean;
  card: boolean;
}

/** GET /api/merchant/payments and the answer of PUT. */
export interface TPaymentSettings {
  methods: { cash: boolean; card: boolean };
  captureOn: CaptureMoment;
  unpaidExpiryMinutes: number;
  /** The provider that takes this store's cards. */
  provider: PaymentProviderName;
  stripe: { accountId: string | null; chargesEnabled: boolean };
  /** What this server offers: Stripe configured (STRIPE_SECRET_KEY) and the test gateway switched on. */
  available: { stripe: boolean; testGateway: boolean };
}

export const ZUpdatePaymentSettingsRequest = z
  .object(
    {
      methods: z.object(
        {
          cash: z.boolean({ error: PAYMENT_MESSAGES.methodsNone }),
          card: z.boolean({ error: PAYMENT_MESSAGES.methodsNone }),
        },
        { error: PAYMENT_MESSAGES.methodsNone },
      ),
      captureOn: z.enum(CAPTURE_MOMENTS, { error: PAYMENT_MESSAGES.captureOn }),
      unpaidExpiryMinutes: z
        .number({ error: PAYMENT_MESSAGES.unpaidExpiry })
        .int(PAYMENT_MESSAGES.unpaidExpiry)
        .min(UNPAID_EXPIRY_LIMITS.min, PAYMENT_MESSAGES.unpaidExpiry)
        .max(UNPAID_EXPIRY_LIMITS.max, PAYMENT_MESSAGES.unpaidExpiry),
      provider: z.enum(PAYMENT_PROVIDERS).optional(),
    },
    { error: "Invalid payment settings" },
  )
  .refine((s) => s.methods.cash || s.methods.card, {
    message: PAYMENT_MESSAGES.methodsNone,
    path: ["methods"],
  });
export type TUpdatePaymentSettingsRequest = z.input<typeof ZUpdatePaymentSettingsRequest>;

/** The order request's `paymentMethod` (cash when left out, as before issue 41). */
export const ZPaymentMethod = z
  .enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.paymentMethod })
  .default("cash");

/** The placed order's `payment`: where to send the shopper to pay (card), or null. */
export interface TPlacedOrderPayment {
  method: PaymentMethod;
  status: PaymentStatus;
  redirectUrl: string | null;
}

/** Order views' payment fields (placed, tracking, the merchant's list and details). */
export interface TOrderPaymentFields {
  /** The order's currency (ISO 4217, decision 0067): every amount of it is in it. */
  currency: string;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** Decimal strings. */
  amountPaid: string;
  amountRefunded: string;
}

/** One entry of an order's payment history, for the merchant. */
export interface TPaymentEvent {
  id: string;
  kind: PaymentEventKind;
  /** Decimal string; null where no amount applies. */
  amount: string | null;
  provider: PaymentProviderName | "cash";
  /** The provider's reference (a PaymentIntent, refund or session id); null for cash. */
  reference: string | null;
  note: string | null;
  createdAt: string;
}

/** A refund of an order in `currency`: at least its smallest unit, in its decimals. */
export const ZRefundRequest = perCurrency((currency) => {
  const message = PAYMENT_MESSAGES.refundAmount(currency);
  return z.object(
    {
      amount: z
        .string({ error: message })
        .trim()
        .transform((text, ctx) => {
          const amount = amountOf(text, currency);
          if (amount !== null && toMinor(amount, currency) > 0) return amount;
          ctx.addIssue({ code: "custom", message });
          return z.NEVER;
        }),
      reason: z
        .string({ error: PAYMENT_MESSAGES.refundReason })
        .trim()
        .min(1, PAYMENT_MESSAGES.refundReason)
        .max(500, "The reason must be at most 500 characters"),
    },
    { error: "Invalid refund" },
  );
});
export type TRefundRequest = z.input<ReturnType<typeof ZRefundRequest>>;

/**
 * The built-in test gateway's page (GET /api/payments/test-gateway/sessions/{sessionId}): no money
 * moves. Its URL is `{origin}/pay/test/{sessionId}`.
 */
export interface TTestGatewaySession {
  sessionId: string;
  storeName: string;
  /** Decimal string. */
  amount: string;
  currency: string;
  state: "open" | "complete" | "expired";
  capture: CaptureMoment;
  successUrl: string;
  cancelUrl: string;
}

/** POST /api/payments/test-gateway/sessions/{sessionId}/pay: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. */
export const ZTestGatewayPayRequest = z.object(
  {
    cardNumber: z.string({ error: TEST_GATEWAY_MESSAGES.otherCard }).max(64, TEST_GATEWAY_MESSAGES.otherCard),
  },
  { error: TEST_GATEWAY_MESSAGES.otherCard },
);
export type TTestGatewayPayRequest = z.input<typeof ZTestGatewayPayRequest>;

/** The answer of a successful test payment and of POST /api/microsite/{slug}/orders/{trackingCode}/pay. */
export interface TPaymentRedirect {
  redirectUrl: string;
}
