import { randomBytes } from "node:crypto";

/**
 * The Stripe objects the stand-in keeps, in the API's own shapes (field names as in
 * https://docs.stripe.com/api): only the fields the app reads and a few that make them recognisable.
 */
export const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;
export const unixNow = () => Math.floor(Date.now() / 1000);

export interface Account {
  id: string;
  object: "account";
  type: "standard";
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  country: string;
  default_currency: string;
  email: string | null;
  metadata: Record<string, string>;
  created: number;
}

export interface AccountLink {
  object: "account_link";
  created: number;
  expires_at: number;
  url: string;
}

export interface CheckoutSession {
  id: string;
  object: "checkout.session";
  /** The account it was made on (Stripe-Account); not a field of Stripe's. */
  account: string | null;
  mode: "payment";
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid" | "no_payment_required";
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  expires_at: number;
  created: number;
  livemode: false;
  /** What payment_intent_data asked for, applied when the session is paid. */
  payment_intent_data: { capture_method: "automatic" | "manual"; application_fee_amount: number | null };
}

export type PaymentIntentStatus =
  | "requires_payment_method"
  | "requires_confirmation"
  | "requires_action"
  | "processing"
  | "requires_capture"
  | "canceled"
  | "succeeded";

export interface PaymentIntent {
  id: string;
  object: "payment_intent";
  account: string | null;
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  capture_method: "automatic" | "manual";
  status: PaymentIntentStatus;
  application_fee_amount: number | null;
  metadata: Record<string, string>;
  latest_charge: string | null;
  last_payment_error: { code: string; decline_code?: string; message: string; type: string } | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  created: number;
  livemode: false;
}

export interface Charge {
  id: string;
  object: "charge";
  account: string | null;
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: boolean;
  refunded: boolean;
  currency: string;
  payment_intent: string;
  status: "succeeded" | "pending" | "failed";
  created: number;
  livemode: false;
}

export interface Refund {
  id: string;
  object: "refund";
  account: string | null;
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  reason: string | null;
  status: "succeeded" | "pending" | "failed" | "canceled";
  metadata: Record<string, string>;
  created: number;
}

export interface StripeEvent {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  type: string;
  /** The connected account the event happened on; absent for the platform's own. */
  account?: string;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
}

/** Stripe's error body: `{ error: { type, code, message, param } }`. */
export interface StripeErrorBody {
  error: {
    type: "invalid_request_error" | "api_error" | "card_error" | "idempotency_error" | "rate_limit_error";
    code?: string;
    decline_code?: string;
    param?: string;
    message: string;
  };
}

/** What an object looks like on the wire: without the stand-in's own bookkeeping field. */
export function publicShape<T extends { account?: string | null }>(object: T): Omit<T, "account"> {
  const { account: _account, ...rest } = object;
  return rest;
}
