import Stripe from "stripe";
import type { AppConfig } from "#server/config";
import { AppError } from "#server/errors";
import {
  type CreateSessionInput,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderPaymentState,
  type ProviderRefund,
  type ProviderSession,
  ProviderUnavailable,
  type ProviderWebhookEvent,
  type RefundInput,
  WebhookRefused,
} from "./provider";

type StripeSettings = NonNullable<AppConfig["payments"]["stripe"]>;

/** Stripe's 5-minute window for a webhook's timestamp (issue 41). */
const WEBHOOK_TOLERANCE_SECONDS = 300;
/** A call that has not answered in this long is a Stripe outage to the shopper, not a hung checkout. */
const STRIPE_TIMEOUT_MS = 10_000;
// What a session carries to its PaymentIntent, and a payment to its refunds: one read answers all.
const SESSION_EXPAND = ["payment_intent.latest_charge.refunds"];
const PAYMENT_EXPAND = ["latest_charge.refunds"];

/**
 * Stripe behind the provider interface (decision 0050), with the official package. Every call names
 * the merchant's connected account (`stripeAccount`: direct charges on a Standard account, so the
 * merchant is the merchant of record) and every call that changes something carries our idempotency
 * key. Retries are the package's (one, on a network error or a 5xx, same key); after that the caller
 * gets ProviderUnavailable and nothing has changed on our side.
 * The secret key lives in the client only: no message, log line or answer built here names it.
 */
export function createStripeProvider(
  settings: StripeSettings,
  options: { timeoutMs?: number } = {},
): PaymentProvider & StripeAccounts {
  const url = new URL(settings.apiUrl);
  const stripe = new Stripe(settings.secretKey, {
    host: url.hostname,
    port: Number(url.port || (url.protocol === "https:" ? 443 : 80)),
    protocol: url.protocol === "http:" ? "http" : "https",
    timeout: options.timeoutMs ?? STRIPE_TIMEOUT_MS,
    maxNetworkRetries: 1,
    telemetry: false,
  });
  const on = (account: string | null, idempotencyKey?: string): Stripe.RequestOptions => ({
    ...(account ? { stripeAccount: account } : {}),
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });

  return {
    name: "stripe",

    async createSession(input: CreateSessionInput) {
      const create = (expiresAt: number) =>
        stripe.checkout.sessions.create(
          {
            mode: "payment",
            // One line whose amount is the order's total: no Stripe coupons or shipping rates, so
            // what Stripe charges is exactly what the server computed.
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: input.currency,
                  unit_amount: input.amountCents,
                  product_data: { name: input.description },
                },
              },
            ],
            client_reference_id: input.orderId,
            metadata: { orderId: input.orderId, merchantId: input.merchantId },
            payment_intent_data: {
              metadata: { orderId: input.orderId, merchantId: input.merchantId },
              ...(input.capture === "confirm" ? { capture_method: "manual" as const } : {}),
              ...(input.applicationFeeCents > 0 ? { application_fee_amount: input.applicationFeeCents } : {}),
            },
            ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            expires_at: expiresAt,
          },
          on(input.account, input.idempotencyKey),
        );
      const session = await call(() => sameKeySameParams(create, input.expiresAt));
      if (!session.url) throw new ProviderUnavailable("Stripe answered a Checkout Session without a page");
      return { sessionId: session.id, url: session.url };
    },

    async retrieveSession(account, sessionId) {
      const session = await call(() =>
        stripe.checkout.sessions.retrieve(sessionId, { expand: SESSION_EXPAND }, on(account)),
      );
      return toSession(session);
    },

    async retrievePayment(account, paymentId) {
      const intent = await call(() =>
        stripe.paymentIntents.retrieve(paymentId, { expand: PAYMENT_EXPAND }, on(account)),
      );
      return toPayment(intent);
    },

    async expireSession(account, sessionId) {
      try {
        await call(() =>
          stripe.checkout.sessions.expire(sessionId, {}, on(account, `session:${sessionId}:expire`)),
        );
      } catch (err) {
        // Refused because it is no longer open (paid a moment ago, or expired already): the read
        // below says which, and the caller settles from that.
        if (!(err instanceof AppError && err.code === "CONFLICT")) throw err;
      }
      return toSession(
        await call(() =>
          stripe.checkout.sessions.retrieve(sessionId, { expand: SESSION_EXPAND }, on(account)),
        ),
      );
    },

    async capture(account, paymentId, idempotencyKey) {
      const intent = await call(() =>
        stripe.paymentIntents.capture(paymentId, { expand: PAYMENT_EXPAND }, on(account, idempotencyKey)),
      );
      return toPayment(intent);
    },

    async cancel(account, paymentId, idempotencyKey) {
      const intent = await call(() =>
        stripe.paymentIntents.cancel(paymentId, { expand: PAYMENT_EXPAND }, on(account, idempotencyKey)),
      );
      return toPayment(intent);
    },

    async refund(input: RefundInput) {
      const refund = await call(() =>
        stripe.refunds.create(
          {
            payment_intent: input.paymentId,
            amount: input.amountCents,
            reason: "requested_by_customer",
            // Stripe's reasons are three words; the merchant's own is kept with the refund.
            metadata: { reason: input.reason.slice(0, 500) },
          },
          on(input.account, input.idempotencyKey),
        ),
      );
      return toRefund(refund);
    },

    parseWebhook(rawBody, headers) {
      if (!settings.webhookSecret)
        throw new WebhookRefused("No webhook secret is set (STRIPE_WEBHOOK_SECRET)");
      const signature = headers["stripe-signature"];
      if (typeof signature !== "string" || signature === "") {
        throw new WebhookRefused("The Stripe-Signature header is missing");
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          settings.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (err) {
        // The package's own words say which: no matching signature, timestamp outside the
        // tolerance zone, or a body that is not JSON. None names the secret.
        const reason = err instanceof Error ? err.message.split("\n")[0] : "";
        throw new WebhookRefused(`The webhook was refused: ${reason}`);
      }
      if (
        !event ||
        typeof event !== "object" ||
        typeof event.id !== "string" ||
        typeof event.type !== "string"
      ) {
        throw new WebhookRefused("The webhook is not a Stripe event");
      }
      return {
        eventId: event.id,
        type: event.type,
        account: typeof event.account === "string" ? event.account : null,
        payload: event,
      } satisfies ProviderWebhookEvent;
    },

    async createAccount(merchantId, email, idempotencyKey) {
      const account = await call(() =>
        stripe.accounts.create(
          { type: "standard", ...(email ? { email } : {}), metadata: { merchantId } },
          { idempotencyKey },
        ),
      );
      return account.id;
    },

    async accountLink(accountId, returnUrl, refreshUrl) {
      const link = await call(() =>
        stripe.accountLinks.create({
          account: accountId,
          type: "account_onboarding",
          return_url: returnUrl,
          refresh_url: refreshUrl,
        }),
      );
      return link.url;
    },

    async chargesEnabled(accountId) {
      const account = await call(() => stripe.accounts.retrieve(accountId, {}, on(accountId)));
      return account.charges_enabled === true;
    },
  };
}

/** Stripe Connect onboarding (Standard accounts): what the merchant's settings need beyond payments. */
export interface StripeAccounts {
  createAccount(merchantId: string, email: string | null, idempotencyKey: string): Promise<string>;
  accountLink(accountId: string, returnUrl: string, refreshUrl: string): Promise<string>;
  chargesEnabled(accountId: string): Promise<boolean>;
}

/** A session's end is rounded up to this step (seconds): a retry within it sends the very same request. */
const EXPIRY_STEP = 5 * 60;
/** How many steps back a retry looks for the request first sent under its key (the page's whole life). */
const EXPIRY_STEPS_BACK = 7;

/**
 * Stripe replays a key only for the very same parameters, and `expires_at` is "30 minutes from now":
 * a shopper's retry a moment later would otherwise meet an idempotency_error for the session made
 * under the key (its answer lost). So the end is rounded up to a 5-minute step (the page lives 30 to
 * 35 minutes; the store's unpaid expiry lets the order go on time regardless), and a refused key is
 * tried with the steps before, one of which is the first request's: Stripe answers it with the
 * session it made then (a replay is answered before the parameters are checked again).
 */
async function sameKeySameParams<T>(create: (expiresAt: number) => Promise<T>, expiresAt: Date): Promise<T> {
  const first = Math.ceil(expiresAt.getTime() / 1000 / EXPIRY_STEP) * EXPIRY_STEP;
  for (let back = 0; ; back++) {
    try {
      return await create(first - back * EXPIRY_STEP);
    } catch (err) {
      if (!(err instanceof Stripe.errors.StripeIdempotencyError) || back >= EXPIRY_STEPS_BACK) throw err;
    }
  }
}

/**
 * Stripe's failures in our terms: no answer, a 5xx, a 429 or an auth failure (our key, not the
 * shopper's doing) is ProviderUnavailable; a refused card is a 402 with Stripe's own words; a request
 * Stripe refuses (capturing twice, refunding more than is left) is a 409 with its message. Stripe's
 * messages name no secret (an invalid key's is cut short by Stripe itself, and is mapped away here).
 */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw mapStripeError(err);
  }
}

function mapStripeError(err: unknown): Error {
  if (!(err instanceof Stripe.errors.StripeError)) {
    return new ProviderUnavailable("Stripe could not be reached");
  }
  const status = err.statusCode ?? 0;
  if (err instanceof Stripe.errors.StripeCardError) {
    return new AppError("UNPROCESSABLE", err.message || "The card was declined", { cause: plain(err) });
  }
  if (
    err instanceof Stripe.errors.StripeInvalidRequestError &&
    status >= 400 &&
    status < 500 &&
    status !== 401 &&
    status !== 403
  ) {
    return new AppError("CONFLICT", `Stripe refused: ${err.message}`, { cause: plain(err) });
  }
  return new ProviderUnavailable(`Stripe answered ${status || "nothing"} (${err.type})`);
}

/** The error's facts without its request (whose headers hold the key) for the log. */
function plain(err: InstanceType<typeof Stripe.errors.StripeError>) {
  return { type: err.type, code: err.code, statusCode: err.statusCode, requestId: err.requestId };
}

const PAYMENT_STATES: Record<string, ProviderPaymentState> = {
  requires_payment_method: "requires_payment",
  requires_confirmation: "requires_payment",
  requires_action: "requires_payment",
  processing: "processing",
  requires_capture: "requires_capture",
  canceled: "canceled",
  succeeded: "succeeded",
};

function toPayment(intent: Stripe.PaymentIntent): ProviderPayment {
  const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
  const refunds = charge?.refunds?.data.map(toRefund) ?? [];
  // A declined attempt leaves the intent waiting for another card: the shopper may still pay on the
  // session's page, so it is `failed` only to say why, never an end.
  const failed = intent.status === "requires_payment_method" && intent.last_payment_error != null;
  return {
    paymentId: intent.id,
    // A status newer than this code: not money we can count on.
    state: failed ? "failed" : (PAYMENT_STATES[intent.status] ?? "processing"),
    amountCents: intent.amount,
    currency: intent.currency.toLowerCase(),
    amountReceivedCents: intent.amount_received,
    amountRefundedCents: charge?.amount_refunded ?? refunds.reduce((sum, r) => sum + r.amountCents, 0),
    refunds,
    failureMessage: intent.last_payment_error?.message ?? null,
  };
}

function toSession(session: Stripe.Checkout.Session): ProviderSession {
  const intent = session.payment_intent;
  return {
    sessionId: session.id,
    orderId: session.metadata?.orderId ?? session.client_reference_id ?? null,
    state: session.status === "complete" ? "complete" : session.status === "expired" ? "expired" : "open",
    amountCents: session.amount_total ?? 0,
    currency: (session.currency ?? "").toLowerCase(),
    payment: intent && typeof intent === "object" ? toPayment(intent) : null,
  };
}

function toRefund(refund: Stripe.Refund): ProviderRefund {
  const state = refund.status;
  return {
    refundId: refund.id,
    amountCents: refund.amount,
    state:
      state === "succeeded" || state === "pending" || state === "failed" || state === "canceled"
        ? state
        : "pending",
    reason: refund.metadata?.reason ?? refund.reason ?? null,
  };
}
