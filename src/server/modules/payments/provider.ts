import type { CaptureMoment, PaymentProviderName } from "#contracts/payments";

/**
 * One small interface for every way a card is paid (issue 41, decision 0050): Stripe and the built-in
 * test gateway implement it, and a second real provider (Razorpay, issue 46) is one more file. Money
 * moves only on what `retrieveSession`/`retrievePayment` or a verified webhook say; every call that
 * changes something takes an idempotency key derived from our own ids, so a retry never does it twice.
 * Amounts are integer minor units of the payment's currency, as the providers take them: cents, yen
 * (JPY has none), fils (KWD has three decimals). The fields keep their older `...Cents` names.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;

  /** A hosted payment page for one order, for exactly `amountCents`, expiring at `expiresAt`. */
  createSession(input: CreateSessionInput): Promise<{ sessionId: string; url: string }>;
  /** The session as the provider sees it now, with its payment when there is one. */
  retrieveSession(account: string | null, sessionId: string): Promise<ProviderSession>;
  retrievePayment(account: string | null, paymentId: string): Promise<ProviderPayment>;
  /** Ends an open session, so it can no longer be paid (unpaid expiry). */
  expireSession(account: string | null, sessionId: string): Promise<ProviderSession>;
  /** Takes an authorized payment's money (capture on confirm). */
  capture(account: string | null, paymentId: string, idempotencyKey: string): Promise<ProviderPayment>;
  /** Lets an authorized payment's hold go. */
  cancel(account: string | null, paymentId: string, idempotencyKey: string): Promise<ProviderPayment>;
  refund(input: RefundInput): Promise<ProviderRefund>;
  /**
   * A webhook delivery checked against its signature on the raw body; throws WebhookRefused when the
   * signature, its age or the body is wrong. Providers without webhooks (the test gateway) refuse all.
   */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderWebhookEvent;
}

export interface CreateSessionInput {
  /** The connected account the charge is made on (Stripe: `Stripe-Account`); null: the platform's. */
  account: string | null;
  orderId: string;
  merchantId: string;
  /**
   * Our reference for the payment, unique per order and session (the order's tracking code; a later
   * session of the same order adds a suffix): Razorpay's `reference_id`, which it keeps unique.
   */
  reference: string;
  amountCents: number;
  currency: string;
  /** One line's name: "Order #AB12CD34 at Store". */
  description: string;
  capture: CaptureMoment;
  /** The platform's fee (STRIPE_APPLICATION_FEE_PERCENT of the total), in cents; 0 for none. */
  applicationFeeCents: number;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  idempotencyKey: string;
}

export interface RefundInput {
  account: string | null;
  paymentId: string;
  amountCents: number;
  reason: string;
  idempotencyKey: string;
}

/** A payment's state, provider words mapped to ours. */
export type ProviderPaymentState =
  | "requires_payment"
  | "processing"
  | "requires_capture"
  | "succeeded"
  | "canceled"
  | "failed";

export interface ProviderPayment {
  paymentId: string;
  state: ProviderPaymentState;
  /** What was authorized or taken, and in which currency (lower case). */
  amountCents: number;
  currency: string;
  amountReceivedCents: number;
  amountRefundedCents: number;
  /** Each refund the provider holds, so refunds made in its dashboard reach the order. */
  refunds: ProviderRefund[];
  /** Why it failed, in the provider's words, when it did. */
  failureMessage: string | null;
}

export interface ProviderSession {
  sessionId: string;
  /** Our order id, from the session's metadata and client_reference_id. */
  orderId: string | null;
  state: "open" | "complete" | "expired";
  amountCents: number;
  currency: string;
  payment: ProviderPayment | null;
}

export interface ProviderRefund {
  refundId: string;
  amountCents: number;
  state: "pending" | "succeeded" | "failed" | "canceled";
  reason: string | null;
}

/** A verified delivery, with what it names: the settling function reads the rest from the provider. */
export interface ProviderWebhookEvent {
  eventId: string;
  type: string;
  /** The connected account it came from; null: the platform's own. */
  account: string | null;
  /** The object the event carries, as sent (stored with the event). */
  payload: unknown;
}

/** A webhook whose signature, age or body is wrong: answered 400, nothing stored. */
export class WebhookRefused extends Error {}

/** The provider could not be reached or answered an error: nothing changed on our side. */
export class ProviderUnavailable extends Error {}

/** An order a webhook delivery names that is not (yet) its store's: tried again later, changing nothing. */
export class NoOrderYet extends Error {}
