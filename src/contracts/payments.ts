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
  awaitsPayment,
  INR_ONLY_METHODS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentStatus,
  paidOnProviderPage,
  TEST_GATEWAY_MESSAGES,
} from "./payment-messages";

/** When a card's money is taken: at checkout, or when the merchant confirms the order (a hold until then). */
export const CAPTURE_MOMENTS = ["checkout", "confirm"] as const;
export type CaptureMoment = (typeof CAPTURE_MOMENTS)[number];

/**
 * The providers an order's online payment goes through: Stripe or the built-in test gateway (no money
 * moves) for cards, a store's chosen `provider`; Razorpay (issue 46) for the `razorpay` method, on the
 * merchant's own Razorpay account.
 */
export const PAYMENT_PROVIDERS = ["stripe", "test", "razorpay"] as const;
/** The providers a store's card method can go through (`provider` in its payment settings). */
export const CARD_PROVIDERS = ["stripe", "test"] as const;
export type CardProviderName = (typeof CARD_PROVIDERS)[number];
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
  /** The merchant confirmed a UPI payment by hand, by its UTR (the event's reference; issue 46). */
  "upi_received",
  "flagged",
] as const;
export type PaymentEventKind = (typeof PAYMENT_EVENT_KINDS)[number];

export const UNPAID_EXPIRY_LIMITS = { min: 5, max: 1440, default: 30 } as const;

/** Card payments awaiting the provider's word are read from it this long after the session was made. */
export const RECONCILE_AFTER_MINUTES = 10;

/** Razorpay's key formats (issue 46): `rzp_test_`/`rzp_live_` and 14 letters or digits; the secret as Razorpay shows it. */
export const RAZORPAY_KEY_ID = /^rzp_(test|live)_[A-Za-z0-9]{14}$/;
export const RAZORPAY_KEY_SECRET = /^[A-Za-z0-9]{20,40}$/;
/** The webhook secret is the merchant's own words in Razorpay's dashboard: printable, no spaces. */
export const RAZORPAY_WEBHOOK_SECRET = /^[\x21-\x7e]{8,100}$/;
/** A UPI ID (VPA): `name@handle`, as NPCI's apps accept it. */
export const UPI_VPA = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.]{1,63}$/;
/** A UPI transaction reference (UTR, the bank's RRN): 12 digits. */
export const UPI_UTR = /^\d{12}$/;
export const UPI_PAYEE_NAME_MAX = 50;

export const PAYMENT_MESSAGES = {
  methodsNone: "Choose at least one payment method",
  cardNeedsAccount: "Connect a Stripe account that can take charges before offering card payments",
  cardUnavailable: "Card payments are not available",
  methodNotOffered: (method: PaymentMethod) =>
    method === "card"
      ? "This store does not take card payments"
      : method === "cash"
        ? "This store does not take cash payments"
        : `This store does not take ${method === "upi" ? "UPI" : "Razorpay"} payments`,
  unpaidExpiry: `Unpaid orders must be let go after ${UNPAID_EXPIRY_LIMITS.min} to ${UNPAID_EXPIRY_LIMITS.max} minutes`,
  captureOn: "captureOn must be checkout or confirm",
  paymentMethod: "paymentMethod must be cash, card, razorpay or upi",
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
  markPaidRazorpay: "A Razorpay order is paid online: it cannot be marked paid by hand",
  // Issue 46: Razorpay on the merchant's own account, UPI to the merchant's own ID.
  inrOnly: "Razorpay and UPI take payments in Indian rupees (INR) only",
  leavingRupees:
    "Switch on cash or card payments before changing the currency: Razorpay and UPI take Indian rupees (INR) only",
  razorpayKeyId: "The Razorpay key id must be rzp_live_ or rzp_test_ followed by 14 letters or digits",
  razorpayKeySecret:
    "The Razorpay key secret must be the 20 to 40 letters and digits Razorpay showed with the key id",
  razorpayWebhookSecret: "The Razorpay webhook secret must be 8 to 100 characters without spaces",
  razorpayNeedsKeys: "Enter the Razorpay key id, key secret and webhook secret before offering Razorpay",
  razorpayNeedsSecretsKey:
    "Razorpay cannot be switched on: this server has no SECRETS_KEY to keep its keys safe",
  razorpayRefusedKeys: "Razorpay refused these keys: check the key id and key secret in Razorpay's dashboard",
  razorpayUnreachable:
    "Razorpay could not be reached to check these keys: Razorpay stays off. Try again in a moment.",
  upiVpa: "The UPI ID must look like storename@okhdfcbank",
  upiPayeeName: `The payee name must be 1 to ${UPI_PAYEE_NAME_MAX} characters`,
  upiNeedsVpa: "Enter the store's UPI ID before offering UPI payments",
  utr: "The UPI transaction reference (UTR) must be 12 digits",
  utrUsed: (order: string) => `This UTR is already recorded on order ${order}`,
  callbackForged: "The payment's signature does not match: nothing changed",
  noUpiQr: "This order is not waiting for a UPI payment",
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
  /** A Razorpay Payment Link (issue 46): INR stores whose Razorpay keys are set and checked. */
  razorpay: boolean;
  /** UPI to the store's own ID, confirmed by the merchant by hand (issue 46): INR stores only. */
  upi: boolean;
}

/** GET /api/merchant/payments and the answer of PUT. */
export interface TPaymentSettings {
  methods: { cash: boolean; card: boolean; razorpay: boolean; upi: boolean };
  captureOn: CaptureMoment;
  unpaidExpiryMinutes: number;
  /** The provider that takes this store's cards. */
  provider: CardProviderName;
  stripe: { accountId: string | null; chargesEnabled: boolean };
  /**
   * The merchant's own Razorpay account (issue 46). The secrets are write-only: a read says whether
   * each is set, never what it is. `webhookUrl` is the address to enter in Razorpay's dashboard.
   */
  razorpay: { keyId: string | null; keySecretSet: boolean; webhookSecretSet: boolean; webhookUrl: string };
  /** The store's own UPI ID (VPA) and the name UPI apps show for it. */
  upi: { vpa: string | null; payeeName: string | null };
  /**
   * What this server and store offer: Stripe configured (STRIPE_SECRET_KEY), the test gateway switched
   * on, Razorpay (SECRETS_KEY set and the store in INR) and UPI (the store in INR).
   */
  available: { stripe: boolean; testGateway: boolean; razorpay: boolean; upi: boolean };
}

/** Razorpay keys as written: each left out (or empty) keeps what is stored. */
const ZRazorpayKeys = z.object(
  {
    keyId: z
      .string({ error: PAYMENT_MESSAGES.razorpayKeyId })
      .trim()
      .regex(RAZORPAY_KEY_ID, PAYMENT_MESSAGES.razorpayKeyId)
      .optional()
      .or(z.literal("").transform(() => undefined)),
    keySecret: z
      .string({ error: PAYMENT_MESSAGES.razorpayKeySecret })
      .trim()
      .regex(RAZORPAY_KEY_SECRET, PAYMENT_MESSAGES.razorpayKeySecret)
      .optional()
      .or(z.literal("").transform(() => undefined)),
    webhookSecret: z
      .string({ error: PAYMENT_MESSAGES.razorpayWebhookSecret })
      .trim()
      .regex(RAZORPAY_WEBHOOK_SECRET, PAYMENT_MESSAGES.razorpayWebhookSecret)
      .optional()
      .or(z.literal("").transform(() => undefined)),
  },
  { error: PAYMENT_MESSAGES.razorpayKeyId },
);

/** The store's UPI ID and payee name; an empty ID takes it away (UPI then cannot stay on). */
const ZUpiPayee = z.object(
  {
    vpa: z
      .string({ error: PAYMENT_MESSAGES.upiVpa })
      .trim()
      .max(320, PAYMENT_MESSAGES.upiVpa)
      .refine((v) => v === "" || UPI_VPA.test(v), PAYMENT_MESSAGES.upiVpa)
      .optional(),
    payeeName: z
      .string({ error: PAYMENT_MESSAGES.upiPayeeName })
      .trim()
      .min(1, PAYMENT_MESSAGES.upiPayeeName)
      .max(UPI_PAYEE_NAME_MAX, PAYMENT_MESSAGES.upiPayeeName)
      .optional(),
  },
  { error: PAYMENT_MESSAGES.upiVpa },
);

export const ZUpdatePaymentSettingsRequest = z
  .object(
    {
      methods: z.object(
        {
          cash: z.boolean({ error: PAYMENT_MESSAGES.methodsNone }),
          card: z.boolean({ error: PAYMENT_MESSAGES.methodsNone }),
          // Issue 46; left out: as they are.
          razorpay: z.boolean({ error: PAYMENT_MESSAGES.methodsNone }).optional(),
          upi: z.boolean({ error: PAYMENT_MESSAGES.methodsNone }).optional(),
        },
        { error: PAYMENT_MESSAGES.methodsNone },
      ),
      captureOn: z.enum(CAPTURE_MOMENTS, { error: PAYMENT_MESSAGES.captureOn }),
      unpaidExpiryMinutes: z
        .number({ error: PAYMENT_MESSAGES.unpaidExpiry })
        .int(PAYMENT_MESSAGES.unpaidExpiry)
        .min(UNPAID_EXPIRY_LIMITS.min, PAYMENT_MESSAGES.unpaidExpiry)
        .max(UNPAID_EXPIRY_LIMITS.max, PAYMENT_MESSAGES.unpaidExpiry),
      provider: z.enum(CARD_PROVIDERS, { error: "provider must be stripe or test" }).optional(),
      razorpay: ZRazorpayKeys.optional(),
      upi: ZUpiPayee.optional(),
    },
    { error: "Invalid payment settings" },
  )
  .refine((s) => s.methods.cash || s.methods.card || s.methods.razorpay || s.methods.upi, {
    message: PAYMENT_MESSAGES.methodsNone,
    path: ["methods"],
  });
export type TUpdatePaymentSettingsRequest = z.input<typeof ZUpdatePaymentSettingsRequest>;

/** The order request's `paymentMethod` (cash when left out, as before issue 41). */
export const ZPaymentMethod = z
  .enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.paymentMethod })
  .default("cash");

/** The placed order's `payment`: where to send the shopper to pay (card, Razorpay), or null. */
export interface TPlacedOrderPayment {
  method: PaymentMethod;
  status: PaymentStatus;
  redirectUrl: string | null;
  /** A UPI order (issue 46): the `upi://pay?…` link for exactly the total, to the store's own ID. */
  upiUrl: string | null;
}

/**
 * POST /api/merchant/orders/{id}/mark-paid's body: nothing for a cash order; for a UPI order the
 * UPI transaction reference (UTR) the merchant sees in their bank app (issue 46).
 */
export const ZMarkPaidRequest = z.object(
  {
    reference: z
      .string({ error: PAYMENT_MESSAGES.utr })
      .trim()
      .regex(UPI_UTR, PAYMENT_MESSAGES.utr)
      .optional(),
  },
  { error: PAYMENT_MESSAGES.utr },
);
export type TMarkPaidRequest = z.input<typeof ZMarkPaidRequest>;

/**
 * The payment-check's body after Razorpay's return (issue 46): the query Razorpay added to the
 * callback URL. Its signature is checked with the store's key secret before anything is read.
 */
export const ZRazorpayReturn = z.object(
  {
    razorpay_payment_id: z.string().max(100),
    razorpay_payment_link_id: z.string().max(100),
    razorpay_payment_link_reference_id: z.string().max(100),
    razorpay_payment_link_status: z.string().max(40),
    razorpay_signature: z.string().max(200),
  },
  { error: PAYMENT_MESSAGES.callbackForged },
);
export type TRazorpayReturn = z.input<typeof ZRazorpayReturn>;

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
  provider: PaymentProviderName | "cash" | "upi";
  /** The provider's reference (a PaymentIntent, refund or session id; a UPI payment's UTR); null for cash. */
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
