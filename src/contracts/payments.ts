import { z } from "zod";

/**
 * Payments (issue 41, decision 0050). Zod-free constants first: every screen (storefront, dashboard,
 * receipt, mails) names methods and statuses from here.
 */
export const PAYMENT_METHODS = ["cash", "card"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

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

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { cash: "Cash", card: "Card" };

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

/** Every store is priced in US dollars until issue 45 gives stores their currency. */
export const STORE_CURRENCY = "usd";

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
  expiredNote: "Payment not completed",
  providerDown: "The payment could not be started. Please try again in a moment.",
  refundTooMuch: (left: string) => `At most $${left} can be refunded`,
  refundCash: "A cash order is refunded in cash, outside the app",
  refundNothing: "Nothing has been paid on this order",
  refundAmount: "The refund must be at least $0.01",
  refundReason: "Say why the order is refunded",
  markPaidCard: "A card order is paid online: it cannot be marked paid by hand",
  markPaidTwice: "This order is already marked paid",
  captureTwice: "This payment has already been captured",
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

export const ZRefundRequest = z.object(
  {
    amount: z
      .string({ error: PAYMENT_MESSAGES.refundAmount })
      .trim()
      .regex(/^\d{1,8}(\.\d{1,2})?$/, PAYMENT_MESSAGES.refundAmount),
    reason: z
      .string({ error: PAYMENT_MESSAGES.refundReason })
      .trim()
      .min(1, PAYMENT_MESSAGES.refundReason)
      .max(500, "The reason must be at most 500 characters"),
  },
  { error: "Invalid refund" },
);
export type TRefundRequest = z.input<typeof ZRefundRequest>;

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

export const TEST_GATEWAY_MESSAGES = {
  declined: "Your card was declined.",
  otherCard: "Use 4242 4242 4242 4242 (paid) or 4000 0000 0000 0002 (declined): this is a test gateway",
  expired: "This payment page has expired.",
  notFound: "Payment page not found",
} as const;

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
