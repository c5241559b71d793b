import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { FormError, type FormObject, type FormValue, parseForm } from "./form";
import {
  type Account,
  type AccountLink,
  type Charge,
  type CheckoutSession,
  newId,
  type PaymentIntent,
  publicShape,
  type Refund,
  type StripeErrorBody,
  type StripeEvent,
  unixNow,
} from "./objects";

/**
 * The developers' Stripe (issue 41's Tests): a local HTTP server speaking the calls the app makes,
 * as Stripe does: Bearer secret key, form-encoded bodies, `Stripe-Account` scoping every object to
 * a connected account, `Idempotency-Key` replays (same key and parameters: the first answer again;
 * other parameters: 400 idempotency_error), `expand[]`, and Stripe's error bodies and statuses.
 * Tests drive what a shopper or Stripe's dashboard would do through its controls, and send webhooks
 * signed with `Stripe.webhooks.generateTestHeaderString`.
 */
export const STAND_IN_SECRET_KEY = "sk_test_stand_in_0123456789abcdef";
export const STAND_IN_WEBHOOK_SECRET = "whsec_stand_in_0123456789abcdef";
const API_VERSION = "2026-10-28.endive";

/** "500": Stripe's error; "hang": no answer; "drop": done at Stripe, but the answer is lost on the way. */
type Fault = "500" | "hang" | "drop";

export interface RecordedRequest {
  method: string;
  path: string;
  account: string | null;
  idempotencyKey: string | null;
  params: FormObject;
}

export interface StandInOptions {
  port?: number;
  secretKey?: string;
  webhookSecret?: string;
  /** Where every event the stand-in makes is sent, signed (the standalone journey); tests send their own. */
  webhookUrl?: string | null;
}

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.error.message);
  }
}

const invalid = (message: string, extra: { code?: string; param?: string; status?: number } = {}) =>
  new StripeFailure(extra.status ?? 400, {
    error: { type: "invalid_request_error", message, code: extra.code, param: extra.param },
  });
const missing = (param: string) =>
  invalid(`Missing required param: ${param}.`, { code: "parameter_missing", param });
const noSuch = (what: string, id: string) =>
  invalid(`No such ${what}: '${id}'`, { code: "resource_missing", param: "id", status: 404 });

function str(params: FormObject, key: string): string | undefined {
  const value = params[key];
  return typeof value === "string" ? value : undefined;
}
function obj(value: FormValue | undefined): FormObject {
  return value && typeof value === "object" && !Array.isArray(value) ? value : {};
}
function int(value: FormValue | undefined, param: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !/^-?\d+$/.test(value)) {
    throw invalid(`Invalid integer: ${String(value)}`, { code: "parameter_invalid_integer", param });
  }
  return Number(value);
}
function metadataOf(value: FormValue | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj(value))) if (typeof v === "string") out[k] = v;
  return out;
}

export async function startStripeStandIn(options: StandInOptions = {}) {
  const secretKey = options.secretKey ?? STAND_IN_SECRET_KEY;
  const webhookSecret = options.webhookSecret ?? STAND_IN_WEBHOOK_SECRET;
  let webhookUrl = options.webhookUrl ?? null;

  const accounts = new Map<string, Account>();
  const links = new Map<string, { account: string; returnUrl: string; refreshUrl: string }>();
  const sessions = new Map<string, CheckoutSession>();
  const intents = new Map<string, PaymentIntent>();
  const charges = new Map<string, Charge>();
  const refunds = new Map<string, Refund>();
  const replays = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const faults: Fault[] = [];
  const requests: RecordedRequest[] = [];
  const events: StripeEvent[] = [];
  const hanging = new Set<ServerResponse>();
  let base = "";

  // ---- events -------------------------------------------------------------------------------------
  function makeEvent(type: string, object: unknown, account: string | null): StripeEvent {
    const event: StripeEvent = {
      id: newId("evt"),
      object: "event",
      api_version: API_VERSION,
      created: unixNow(),
      type,
      ...(account ? { account } : {}),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    events.push(event);
    if (webhookUrl) void sendWebhook(webhookUrl, event).catch(() => {});
    return event;
  }

  /** The signed delivery of an event: its exact body and the Stripe-Signature header over it. */
  function signedDelivery(
    event: unknown,
    opts: { timestamp?: number; secret?: string; payload?: string } = {},
  ): { payload: string; headers: Record<string, string> } {
    const payload = opts.payload ?? JSON.stringify(event, null, 2);
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: opts.secret ?? webhookSecret,
      timestamp: opts.timestamp,
    });
    return { payload, headers: { "content-type": "application/json", "stripe-signature": header } };
  }

  async function sendWebhook(
    url: string,
    event: unknown,
    opts: { timestamp?: number; secret?: string; payload?: string } = {},
  ): Promise<{ status: number; body: string }> {
    const { payload, headers } = signedDelivery(event, opts);
    const res = await fetch(url, { method: "POST", headers, body: payload });
    return { status: res.status, body: await res.text() };
  }

  // ---- scoping ------------------------------------------------------------------------------------
  function own<T extends { account: string | null }>(
    map: Map<string, T>,
    what: string,
    id: string,
    account: string | null,
  ): T {
    const found = map.get(id);
    // Another account's object does not exist for this caller, as on Stripe.
    if (!found || found.account !== account) throw noSuch(what, id);
    return found;
  }

  // ---- expansion ----------------------------------------------------------------------------------
  function shapeCharge(charge: Charge, expand: string[]): Record<string, unknown> {
    const shaped: Record<string, unknown> = publicShape(charge);
    if (expand.includes("refunds")) {
      const data = [...refunds.values()].filter((r) => r.charge === charge.id).map((r) => publicShape(r));
      shaped.refunds = { object: "list", data, has_more: false, url: `/v1/refunds?charge=${charge.id}` };
    }
    return shaped;
  }
  function shapeIntent(intent: PaymentIntent, expand: string[]): Record<string, unknown> {
    const shaped: Record<string, unknown> = publicShape(intent);
    const sub = childExpansions(expand, "latest_charge");
    if (intent.latest_charge && (expand.includes("latest_charge") || sub.length)) {
      shaped.latest_charge = shapeCharge(charges.get(intent.latest_charge)!, sub);
    }
    return shaped;
  }
  function shapeSession(session: CheckoutSession, expand: string[]): Record<string, unknown> {
    const { payment_intent_data: _data, ...rest } = session;
    const shaped: Record<string, unknown> = publicShape(rest);
    const sub = childExpansions(expand, "payment_intent");
    if (session.payment_intent && (expand.includes("payment_intent") || sub.length)) {
      shaped.payment_intent = shapeIntent(intents.get(session.payment_intent)!, sub);
    }
    return shaped;
  }
  const childExpansions = (expand: string[], field: string) =>
    expand.filter((e) => e.startsWith(`${field}.`)).map((e) => e.slice(field.length + 1));
  function expansions(params: FormObject): string[] {
    const value = params.expand;
    if (value === undefined) return [];
    if (!Array.isArray(value) || value.some((v) => typeof v !== "string")) {
      throw invalid("Invalid array", { param: "expand" });
    }
    return value as string[];
  }

  // ---- money moves --------------------------------------------------------------------------------
  function chargeFor(intent: PaymentIntent, captured: boolean): Charge {
    const charge: Charge = {
      id: newId("ch"),
      object: "charge",
      account: intent.account,
      amount: intent.amount,
      amount_captured: captured ? intent.amount : 0,
      amount_refunded: 0,
      captured,
      refunded: false,
      currency: intent.currency,
      payment_intent: intent.id,
      status: "succeeded",
      created: unixNow(),
      livemode: false,
    };
    charges.set(charge.id, charge);
    return charge;
  }

  function newIntent(session: CheckoutSession): PaymentIntent {
    const intent: PaymentIntent = {
      id: newId("pi"),
      object: "payment_intent",
      account: session.account,
      amount: session.amount_total,
      amount_capturable: 0,
      amount_received: 0,
      currency: session.currency,
      capture_method: session.payment_intent_data.capture_method,
      status: "requires_payment_method",
      application_fee_amount: session.payment_intent_data.application_fee_amount,
      metadata: { ...session.metadata },
      latest_charge: null,
      last_payment_error: null,
      canceled_at: null,
      cancellation_reason: null,
      created: unixNow(),
      livemode: false,
    };
    intents.set(intent.id, intent);
    session.payment_intent = intent.id;
    return intent;
  }

  function refund(charge: Charge, amount: number, reason: string | null, metadata: Record<string, string>) {
    const left = charge.amount_captured - charge.amount_refunded;
    if (amount > left) {
      throw invalid(
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        { code: left === 0 ? "charge_already_refunded" : "amount_too_large", param: "amount" },
      );
    }
    const made: Refund = {
      id: newId("re"),
      object: "refund",
      account: charge.account,
      amount,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: charge.currency,
      reason,
      status: "succeeded",
      metadata,
      created: unixNow(),
    };
    refunds.set(made.id, made);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount_captured;
    makeEvent("charge.refunded", shapeCharge(charge, ["refunds"]), charge.account);
    return made;
  }

  // ---- the API ------------------------------------------------------------------------------------
  type Handler = (
    account: string | null,
    params: FormObject,
    id: string,
  ) => { status?: number; body: unknown };
  const routes: { method: string; pattern: RegExp; handler: Handler }[] = [];
  const route = (method: string, path: string, handler: Handler) =>
    routes.push({ method, pattern: new RegExp(`^${path.replace("{id}", "([^/]+)")}$`), handler });

  route("POST", "/v1/accounts", (account, params) => {
    if (account) throw invalid("A connected account cannot create accounts", { status: 403 });
    const type = str(params, "type");
    if (type !== "standard") throw invalid("The stand-in makes Standard accounts only", { param: "type" });
    const made: Account = {
      id: newId("acct"),
      object: "account",
      type: "standard",
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      country: str(params, "country") ?? "US",
      default_currency: "usd",
      email: str(params, "email") ?? null,
      metadata: metadataOf(params.metadata),
      created: unixNow(),
    };
    accounts.set(made.id, made);
    return { body: made };
  });

  route("GET", "/v1/accounts/{id}", (account, _params, id) => {
    const found = accounts.get(id);
    if (!found || (account !== null && account !== id)) throw noSuch("account", id);
    return { body: found };
  });

  route("POST", "/v1/account_links", (_account, params) => {
    const id = str(params, "account");
    if (!id) throw missing("account");
    if (!accounts.has(id)) throw noSuch("account", id);
    const returnUrl = str(params, "return_url");
    const refreshUrl = str(params, "refresh_url");
    if (!returnUrl) throw missing("return_url");
    if (!refreshUrl) throw missing("refresh_url");
    const type = str(params, "type");
    if (type !== "account_onboarding" && type !== "account_update") throw missing("type");
    const linkId = newId("link");
    links.set(linkId, { account: id, returnUrl, refreshUrl });
    const link: AccountLink = {
      object: "account_link",
      created: unixNow(),
      expires_at: unixNow() + 300,
      url: `${base}/_stand-in/onboarding/${linkId}`,
    };
    return { body: link };
  });

  route("POST", "/v1/checkout/sessions", (account, params) => {
    if (account) {
      const holder = accounts.get(account);
      if (!holder) throw noSuch("account", account);
      if (!holder.charges_enabled) {
        throw invalid("Your account cannot currently make charges.", { code: "account_invalid" });
      }
    }
    if (str(params, "mode") !== "payment") throw missing("mode");
    const successUrl = str(params, "success_url");
    if (!successUrl) throw missing("success_url");
    const items = params.line_items;
    if (!Array.isArray(items) || items.length === 0) throw missing("line_items");
    let currency: string | null = null;
    let total = 0;
    items.forEach((raw, i) => {
      const item = obj(raw);
      const price = obj(item.price_data);
      const amount = int(price.unit_amount, `line_items[${i}][price_data][unit_amount]`);
      const quantity = int(item.quantity, `line_items[${i}][quantity]`);
      if (amount === undefined) throw missing(`line_items[${i}][price_data][unit_amount]`);
      if (quantity === undefined) throw missing(`line_items[${i}][quantity]`);
      if (amount < 0 || quantity < 1) throw invalid("Invalid line item", { param: `line_items[${i}]` });
      const itemCurrency = str(price, "currency");
      if (!itemCurrency) throw missing(`line_items[${i}][price_data][currency]`);
      if (currency && itemCurrency !== currency) throw invalid("All line items must share one currency");
      if (!str(obj(price.product_data), "name"))
        throw missing(`line_items[${i}][price_data][product_data][name]`);
      currency = itemCurrency;
      total += amount * quantity;
    });
    if (total < 50)
      throw invalid("The Checkout Session's total amount due must add up to at least $0.50 usd");
    const intentData = obj(params.payment_intent_data);
    const capture = str(intentData, "capture_method") ?? "automatic";
    if (capture !== "automatic" && capture !== "manual") {
      throw invalid("Invalid capture_method", { param: "payment_intent_data[capture_method]" });
    }
    const fee = int(intentData.application_fee_amount, "payment_intent_data[application_fee_amount]") ?? null;
    if (fee !== null && !account) {
      throw invalid(
        "Can only apply an application_fee_amount when the request is made on behalf of another account",
      );
    }
    const now = unixNow();
    const expiresAt = int(params.expires_at, "expires_at") ?? now + 24 * 3600;
    if (expiresAt < now + 30 * 60 - 60 || expiresAt > now + 24 * 3600) {
      throw invalid("The `expires_at` timestamp must be between 30 minutes and 24 hours from now", {
        param: "expires_at",
      });
    }
    const id = newId("cs");
    const session: CheckoutSession = {
      id,
      object: "checkout.session",
      account,
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      amount_subtotal: total,
      amount_total: total,
      currency: currency!,
      client_reference_id: str(params, "client_reference_id") ?? null,
      customer_email: str(params, "customer_email") ?? null,
      metadata: metadataOf(params.metadata),
      payment_intent: null,
      success_url: successUrl,
      cancel_url: str(params, "cancel_url") ?? null,
      url: `${base}/_stand-in/pay/${id}`,
      expires_at: expiresAt,
      created: now,
      livemode: false,
      payment_intent_data: { capture_method: capture, application_fee_amount: fee },
    };
    sessions.set(id, session);
    return { body: shapeSession(session, expansions(params)) };
  });

  route("GET", "/v1/checkout/sessions/{id}", (account, params, id) => ({
    body: shapeSession(own(sessions, "checkout.session", id, account), expansions(params)),
  }));

  route("POST", "/v1/checkout/sessions/{id}/expire", (account, params, id) => {
    const session = own(sessions, "checkout.session", id, account);
    if (session.status !== "open") {
      throw invalid(`Only Checkout Sessions with a status in ["open"] can be expired.`, {
        code: "checkout_session_not_open",
      });
    }
    expire(session);
    return { body: shapeSession(session, expansions(params)) };
  });

  route("GET", "/v1/payment_intents/{id}", (account, params, id) => ({
    body: shapeIntent(own(intents, "payment_intent", id, account), expansions(params)),
  }));

  route("POST", "/v1/payment_intents/{id}/capture", (account, params, id) => {
    const intent = own(intents, "payment_intent", id, account);
    if (intent.status !== "requires_capture") {
      throw invalid(
        `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
        { code: "payment_intent_unexpected_state" },
      );
    }
    const amount = int(params.amount_to_capture, "amount_to_capture") ?? intent.amount;
    if (amount > intent.amount_capturable)
      throw invalid("amount_to_capture is too large", { param: "amount_to_capture" });
    intent.status = "succeeded";
    intent.amount_received = amount;
    intent.amount_capturable = 0;
    const charge = charges.get(intent.latest_charge!)!;
    charge.captured = true;
    charge.amount_captured = amount;
    makeEvent("payment_intent.succeeded", shapeIntent(intent, []), account);
    return { body: shapeIntent(intent, expansions(params)) };
  });

  route("POST", "/v1/payment_intents/{id}/cancel", (account, params, id) => {
    const intent = own(intents, "payment_intent", id, account);
    if (intent.status === "succeeded" || intent.status === "canceled") {
      throw invalid(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
        { code: "payment_intent_unexpected_state" },
      );
    }
    cancelIntent(intent, str(params, "cancellation_reason") ?? null);
    return { body: shapeIntent(intent, expansions(params)) };
  });

  route("POST", "/v1/refunds", (account, params) => {
    const intentId = str(params, "payment_intent");
    const chargeId = str(params, "charge");
    if (!intentId && !chargeId) throw missing("payment_intent");
    let charge: Charge | undefined;
    if (intentId) {
      const intent = own(intents, "payment_intent", intentId, account);
      if (!intent.latest_charge || intent.status !== "succeeded") {
        throw invalid(`This PaymentIntent (${intentId}) does not have a successful charge to refund.`, {
          code: "charge_not_refundable",
        });
      }
      charge = charges.get(intent.latest_charge);
    } else {
      charge = own(charges, "charge", chargeId!, account);
    }
    const amount = int(params.amount, "amount") ?? charge!.amount_captured - charge!.amount_refunded;
    if (amount < 1) throw invalid("Refund amount must be at least 1", { param: "amount" });
    const reason = str(params, "reason") ?? null;
    if (reason && !["duplicate", "fraudulent", "requested_by_customer"].includes(reason)) {
      throw invalid("Invalid reason", { param: "reason" });
    }
    return { body: publicShape(refund(charge!, amount, reason, metadataOf(params.metadata))) };
  });

  // ---- the shopper's side and Stripe's dashboard (test controls) --------------------------------
  function expire(session: CheckoutSession) {
    session.status = "expired";
    session.url = null;
    makeEvent("checkout.session.expired", shapeSession(session, []), session.account);
  }

  function cancelIntent(intent: PaymentIntent, reason: string | null) {
    intent.status = "canceled";
    intent.amount_capturable = 0;
    intent.canceled_at = unixNow();
    intent.cancellation_reason = reason;
    makeEvent("payment_intent.canceled", shapeIntent(intent, []), intent.account);
  }

  function sessionById(id: string): CheckoutSession {
    const session = sessions.get(id);
    if (!session) throw new Error(`stand-in: no session ${id}`);
    return session;
  }

  /**
   * The shopper pays on the hosted page: a PaymentIntent that succeeded (automatic capture) or holds
   * the money (manual), the session complete, and the events Stripe sends, in its order.
   */
  function completeSession(id: string): { session: CheckoutSession; intent: PaymentIntent } {
    const session = sessionById(id);
    if (session.status !== "open") throw new Error(`stand-in: session ${id} is ${session.status}`);
    const intent = session.payment_intent ? intents.get(session.payment_intent)! : newIntent(session);
    const manual = intent.capture_method === "manual";
    intent.status = manual ? "requires_capture" : "succeeded";
    intent.amount_capturable = manual ? intent.amount : 0;
    intent.amount_received = manual ? 0 : intent.amount;
    intent.last_payment_error = null;
    intent.latest_charge = chargeFor(intent, !manual).id;
    session.status = "complete";
    session.payment_status = manual ? "unpaid" : "paid";
    session.url = null;
    makeEvent(
      manual ? "payment_intent.amount_capturable_updated" : "payment_intent.succeeded",
      shapeIntent(intent, []),
      session.account,
    );
    makeEvent("checkout.session.completed", shapeSession(session, []), session.account);
    return { session, intent };
  }

  /** The shopper's card is declined: the session stays open (they may try another card). */
  function failSession(id: string): { session: CheckoutSession; intent: PaymentIntent } {
    const session = sessionById(id);
    const intent = session.payment_intent ? intents.get(session.payment_intent)! : newIntent(session);
    intent.status = "requires_payment_method";
    intent.last_payment_error = {
      type: "card_error",
      code: "card_declined",
      decline_code: "generic_decline",
      message: "Your card was declined.",
    };
    makeEvent("payment_intent.payment_failed", shapeIntent(intent, []), session.account);
    return { session, intent };
  }

  const controls = {
    get url() {
      return base;
    },
    secretKey,
    webhookSecret,
    requests,
    events,
    accounts,
    sessions,
    intents,
    charges,
    refunds,
    /** Every event to a URL from now on (the standalone journey); null stops it. */
    setWebhookUrl(url: string | null) {
      webhookUrl = url;
    },
    completeSession,
    failSession,
    expireSession(id: string) {
      expire(sessionById(id));
      return sessionById(id);
    },
    /** A refund made in Stripe's dashboard (not through the API by the app): charge.refunded follows. */
    refundFromDashboard(intentId: string, amount?: number): Refund {
      const intent = intents.get(intentId);
      const charge = intent?.latest_charge ? charges.get(intent.latest_charge) : undefined;
      if (!charge) throw new Error(`stand-in: no charge on ${intentId}`);
      return refund(
        charge,
        amount ?? charge.amount_captured - charge.amount_refunded,
        "requested_by_customer",
        {},
      );
    },
    /** A hold let go from the dashboard (or lapsed). */
    cancelPayment(intentId: string) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`stand-in: no payment ${intentId}`);
      cancelIntent(intent, "requested_by_customer");
      return intent;
    },
    /** An account made outside the app (another platform's, or one no store holds). */
    createAccount(chargesEnabled = true): Account {
      const made: Account = {
        id: newId("acct"),
        object: "account",
        type: "standard",
        charges_enabled: chargesEnabled,
        payouts_enabled: chargesEnabled,
        details_submitted: chargesEnabled,
        country: "US",
        default_currency: "usd",
        email: null,
        metadata: {},
        created: unixNow(),
      };
      accounts.set(made.id, made);
      return made;
    },
    /** Onboarding finished (or charges switched off by Stripe): account.updated follows. */
    setChargesEnabled(accountId: string, enabled: boolean): StripeEvent {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`stand-in: no account ${accountId}`);
      const previous = { charges_enabled: account.charges_enabled };
      account.charges_enabled = enabled;
      account.payouts_enabled = enabled;
      account.details_submitted = account.details_submitted || enabled;
      const event = makeEvent("account.updated", account, accountId);
      event.data.previous_attributes = previous;
      return event;
    },
    /**
     * The next `count` API calls answer 500 ("500"), never answer ("hang": the client times out), or
     * are done and their answer lost ("drop": the connection closes; a retry with the key replays it).
     */
    failNext(count: number, fault: Fault = "500") {
      for (let i = 0; i < count; i++) faults.push(fault);
    },
    /** A fresh event of `type` about `object` on `account`, as Stripe would send it (kept in `events`). */
    event(type: string, object: unknown, account: string | null): StripeEvent {
      return makeEvent(type, object, account);
    },
    /** The events of one type about one object id, newest last. */
    eventsFor(type: string, objectId: string): StripeEvent[] {
      return events.filter((e) => e.type === type && (e.data.object as { id?: string }).id === objectId);
    },
    signedDelivery,
    sendWebhook,
    /** The API calls the app made to one path (a prefix), in order. */
    callsTo(method: string, pathPrefix: string): RecordedRequest[] {
      return requests.filter((r) => r.method === method && r.path.startsWith(pathPrefix));
    },
    close,
  };

  // ---- HTTP -------------------------------------------------------------------------------------
  function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    const text = JSON.stringify(body, null, 2);
    res.writeHead(status, {
      "content-type": "application/json",
      "request-id": newId("req"),
      "stripe-version": API_VERSION,
      ...headers,
    });
    res.end(text);
  }

  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", base);
    if (url.pathname.startsWith("/_stand-in/")) return handlePage(req, res, url);
    const text = req.method === "GET" ? url.search.slice(1) : await readBody(req);
    let params: FormObject;
    try {
      params = parseForm(text);
    } catch (err) {
      if (err instanceof FormError) return send(res, 400, invalid(err.message).body);
      throw err;
    }
    const header = (name: string) => {
      const value = req.headers[name];
      return typeof value === "string" && value !== "" ? value : null;
    };
    const account = header("stripe-account");
    const idempotencyKey = header("idempotency-key");
    requests.push({ method: req.method ?? "", path: url.pathname, account, idempotencyKey, params });

    const auth = header("authorization");
    if (!auth?.startsWith("Bearer ")) {
      return send(res, 401, {
        error: {
          type: "invalid_request_error",
          message:
            "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        },
      });
    }
    const key = auth.slice("Bearer ".length);
    if (key !== secretKey) {
      return send(res, 401, {
        error: {
          type: "invalid_request_error",
          code: "api_key_invalid",
          message: `Invalid API Key provided: ${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
        },
      });
    }
    if (account && !accounts.has(account)) {
      return send(res, 403, {
        error: {
          type: "invalid_request_error",
          code: "account_invalid",
          message: `The provided key '${key.slice(0, 8)}****${key.slice(-4)}' does not have access to account '${account}' (or that account does not exist). Application access may have been revoked.`,
        },
      });
    }

    const fault = faults.shift();
    if (fault === "hang") {
      hanging.add(res);
      res.on("close", () => hanging.delete(res));
      return;
    }
    if (fault === "500") {
      return send(res, 500, {
        error: { type: "api_error", message: "An unknown error occurred (stand-in fault)." },
      });
    }

    const match = routes
      .filter((r) => r.method === req.method)
      .map((r) => ({ r, m: r.pattern.exec(url.pathname) }))
      .find((x) => x.m);
    if (!match) {
      return send(res, 404, {
        error: {
          type: "invalid_request_error",
          message: `Unrecognized request URL (${req.method}: ${url.pathname}).`,
        },
      });
    }

    // Stripe keeps an idempotent result per account and key (24 hours); a replay answers the first
    // result again, a reuse with other parameters or on another endpoint is an idempotency_error.
    const replayKey = req.method === "POST" && idempotencyKey ? `${account ?? ""}\n${idempotencyKey}` : null;
    const fingerprint = createHash("sha256")
      .update(`${req.method} ${url.pathname}\n${JSON.stringify(params)}`)
      .digest("hex");
    if (replayKey) {
      const earlier = replays.get(replayKey);
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) {
          return send(res, 400, {
            error: {
              type: "idempotency_error",
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            },
          });
        }
        if (fault === "drop") return void res.destroy();
        return send(res, earlier.status, earlier.body, { "idempotent-replayed": "true" });
      }
    }
    let status: number;
    let body: unknown;
    try {
      const answer = match.r.handler(account, params, decodeURIComponent(match.m![1] ?? ""));
      status = answer.status ?? 200;
      body = answer.body;
    } catch (err) {
      if (!(err instanceof StripeFailure)) throw err;
      status = err.status;
      body = err.body;
    }
    if (replayKey) replays.set(replayKey, { fingerprint, status, body });
    if (fault === "drop") return void res.destroy();
    send(res, status, body, idempotencyKey ? { "idempotency-key": idempotencyKey } : {});
  }

  /** The hosted pages a browser is sent to: the payment page and onboarding, both one click. */
  async function handlePage(req: IncomingMessage, res: ServerResponse, url: URL) {
    const [, , kind, id] = url.pathname.split("/");
    if (kind === "pay" && id && sessions.has(id)) {
      const session = sessions.get(id)!;
      if (req.method === "POST") {
        const form = new URLSearchParams(await readBody(req));
        if (session.status === "open") {
          if (form.get("outcome") === "decline") failSession(id);
          else completeSession(id);
        }
        const target =
          session.status === "complete" ? session.success_url : (session.cancel_url ?? session.success_url);
        res.writeHead(303, { location: target.replace("{CHECKOUT_SESSION_ID}", id) });
        return res.end();
      }
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return res.end(
        `<!doctype html><title>Stripe stand-in</title><h1>Stripe stand-in: no money moves</h1>` +
          `<p>${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()} (${session.status})</p>` +
          `<form method="post"><button name="outcome" value="pay">Pay</button>` +
          `<button name="outcome" value="decline">Decline</button></form>` +
          (session.cancel_url ? `<a href="${session.cancel_url}">Back</a>` : ""),
      );
    }
    if (kind === "onboarding" && id && links.has(id)) {
      const link = links.get(id)!;
      controls.setChargesEnabled(link.account, true);
      res.writeHead(303, { location: link.returnUrl });
      return res.end();
    }
    res.writeHead(404, { "content-type": "text/plain" });
    res.end("Not found");
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) send(res, 500, { error: { type: "api_error", message: String(err) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function close() {
    for (const res of hanging) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  return controls;
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
