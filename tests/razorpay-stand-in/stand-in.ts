import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { signReturn, signWebhook } from "#server/modules/payments/razorpay-signatures";
import {
  type LinkPayment,
  type Notes,
  newId,
  type Order,
  type Payment,
  type PaymentLink,
  type RazorpayErrorBody,
  type RazorpayEvent,
  type Refund,
  type RefundStatus,
  randomCode,
  randomDigits,
} from "./objects";

/**
 * The developers' Razorpay (issue 46): a local HTTP server speaking the calls the app makes, as
 * Razorpay does: Basic auth with a merchant's key id and secret (each key pair is one merchant's
 * account; objects are seen only through the keys they were made with), JSON bodies, Payment Links
 * with `reference_id` kept unique per account, payments, captures, refunds with
 * `X-Refund-Idempotency` replays, and Razorpay's error bodies and statuses. What a shopper or
 * Razorpay itself would do (paying on the hosted page, a link expiring, a refund settling) is driven
 * through its controls, and each such change makes the signed webhook delivery Razorpay would send,
 * posted to the account's `webhookUrl` when it has one.
 */
export const STAND_IN_KEY_ID = "rzp_test_StandInKey0001";
export const STAND_IN_KEY_SECRET = "StandInKeySecret01234567";
export const STAND_IN_WEBHOOK_SECRET = "stand-in_webhook_secret_01";

/** "500": Razorpay's server error; "hang": no answer; "drop": done at Razorpay, the answer lost on the way. */
export type Fault = "500" | "hang" | "drop";

/** One merchant's Razorpay account as the stand-in keeps it. */
export interface StandInAccount {
  /** Razorpay's own id for the account (`account_id` of its webhook deliveries). */
  accountId: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where its deliveries are posted; null: kept in `deliveries` only (tests send their own). */
  webhookUrl: string | null;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The key id of the Basic auth sent, right or wrong; null: none. The secret is never recorded. */
  keyId: string | null;
  /** Request headers, lower case, without `authorization`. */
  headers: Record<string, string>;
  body: unknown;
}

/** A signed webhook delivery: the exact body and the headers Razorpay sends with it. */
export interface Delivery {
  eventId: string;
  event: string;
  body: string;
  headers: Record<string, string>;
}

/** A delivery the stand-in made, and what became of it when it was posted. */
export interface SentDelivery extends Delivery {
  keyId: string;
  url: string | null;
  /** The receiver's HTTP status; null: not sent (no URL), or no answer. */
  status: number | null;
}

export interface RazorpayStandInOptions {
  port?: number;
  /** The default account's keys and webhook secret (STAND_IN_* when unset). */
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
  /** Where the default account's deliveries are posted (the standalone journey); tests send their own. */
  webhookUrl?: string | null;
}

class RazorpayFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: RazorpayErrorBody,
  ) {
    super(body.error.description);
  }
}

const failure = (
  status: number,
  description: string,
  extra: { code?: string; field?: string; source?: string; step?: string; reason?: string } = {},
) =>
  new RazorpayFailure(status, {
    error: {
      code: extra.code ?? "BAD_REQUEST_ERROR",
      description,
      source: extra.source ?? "business",
      step: extra.step ?? "payment_initiation",
      reason: extra.reason ?? "input_validation_failed",
      metadata: {},
      ...(extra.field ? { field: extra.field } : {}),
    },
  });
const bad = (description: string, field?: string) => failure(400, description, field ? { field } : {});
const noSuchId = () =>
  failure(404, "The id provided does not exist", { source: "NA", step: "NA", reason: "NA", field: "id" });
const AUTH_FAILED: RazorpayErrorBody = {
  error: {
    code: "BAD_REQUEST_ERROR",
    description: "Authentication failed",
    source: "NA",
    step: "NA",
    reason: "NA",
    metadata: {},
  },
};
const SERVER_ERROR: RazorpayErrorBody = {
  error: {
    code: "SERVER_ERROR",
    description: "The server encountered an error. The incident has been reported to admins.",
    source: "NA",
    step: "NA",
    reason: "NA",
    metadata: {},
  },
};

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === "object" && !Array.isArray(value);

function intOf(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "number" && Number.isInteger(value)) return value;
  if (typeof value === "string" && /^\d+$/.test(value)) return Number(value);
  throw bad(`The ${field} must be an integer.`, field);
}
function stringOf(value: unknown, field: string, max?: number): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") throw bad(`The ${field} must be a string.`, field);
  if (max !== undefined && value.length > max) {
    throw bad(`The ${field} may not be greater than ${max} characters.`, field);
  }
  return value;
}
function boolOf(value: unknown, field: string): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "boolean") return value;
  if (value === "true" || value === "1" || value === 1) return true;
  if (value === "false" || value === "0" || value === 0) return false;
  throw bad(`The ${field} field must be true or false.`, field);
}
function notesOf(value: unknown): Notes {
  if (value === undefined || value === null) return [];
  if (!isObject(value)) throw bad("The notes must be an array.", "notes");
  const entries = Object.entries(value);
  if (entries.length > 15) throw bad("Number of fields in notes should be less than or equal to 15", "notes");
  const out: Record<string, string | number> = {};
  for (const [key, v] of entries) {
    if (typeof v !== "string" && typeof v !== "number")
      throw bad(`The notes.${key} must be a string.`, "notes");
    if (String(v).length > 256)
      throw bad(`The notes.${key} may not be greater than 256 characters.`, "notes");
    out[key] = v;
  }
  return entries.length ? out : [];
}
/** Razorpay refuses fields it does not know of, naming them. */
function onlyFields(body: Json, allowed: readonly string[]) {
  const extra = Object.keys(body).filter((k) => !allowed.includes(k));
  if (extra.length) throw bad(`${extra.join(", ")} is/are not required and should not be sent`, extra[0]);
}

const LINK_FIELDS = [
  "amount",
  "currency",
  "accept_partial",
  "first_min_partial_amount",
  "expire_by",
  "reference_id",
  "description",
  "customer",
  "notify",
  "reminder_enable",
  "notes",
  "callback_url",
  "callback_method",
  "upi_link",
] as const;
const REFUND_FIELDS = ["amount", "speed", "notes", "receipt"] as const;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,}$/;

export async function startRazorpayStandIn(options: RazorpayStandInOptions = {}) {
  const accounts = new Map<string, StandInAccount>();
  const links = new Map<string, { keyId: string; link: PaymentLink }>();
  const payments = new Map<string, { keyId: string; linkId: string | null; payment: Payment }>();
  const refunds = new Map<string, { keyId: string; refund: Refund }>();
  const orders = new Map<string, { keyId: string; order: Order }>();
  /** `keyId \n reference_id` → link id: Razorpay keeps a reference unique per account. */
  const references = new Map<string, string>();
  /** `keyId \n X-Refund-Idempotency` → the request's fingerprint and the refund it made. */
  const refundReplays = new Map<string, { fingerprint: string; body: unknown }>();
  const faults: { fault: Fault; method?: string; path?: string }[] = [];
  const requests: RecordedRequest[] = [];
  const deliveries: SentDelivery[] = [];
  const hanging = new Set<ServerResponse>();
  let outbox: Promise<void> = Promise.resolve();
  let refundOutcome: RefundStatus = "processed";
  let clockOffset = 0;
  let base = "";

  const now = () => Math.floor(Date.now() / 1000) + clockOffset;

  function addAccount(account: Partial<Omit<StandInAccount, "accountId">> = {}): StandInAccount {
    const made: StandInAccount = {
      accountId: newId("acc"),
      keyId: account.keyId ?? `rzp_test_${randomCode(14)}`,
      keySecret: account.keySecret ?? randomCode(24),
      webhookSecret: account.webhookSecret ?? `whsec-${randomCode(16)}`,
      webhookUrl: account.webhookUrl ?? null,
    };
    if (accounts.has(made.keyId)) throw new Error(`stand-in: key ${made.keyId} is taken`);
    accounts.set(made.keyId, made);
    return made;
  }
  const defaultAccount = addAccount({
    keyId: options.keyId ?? STAND_IN_KEY_ID,
    keySecret: options.keySecret ?? STAND_IN_KEY_SECRET,
    webhookSecret: options.webhookSecret ?? STAND_IN_WEBHOOK_SECRET,
    webhookUrl: options.webhookUrl ?? null,
  });
  function accountOf(keyId: string): StandInAccount {
    const account = accounts.get(keyId);
    if (!account) throw new Error(`stand-in: no account with key ${keyId}`);
    return account;
  }

  // ---- webhooks -----------------------------------------------------------------------------------
  /**
   * A signed delivery of `event` carrying `entities` (`{payment_link: link, payment: payment}` becomes
   * `payload: {payment_link: {entity: link}, payment: {entity: payment}}`), built and not sent: tests
   * send forged, replayed or out-of-order ones themselves. `body` replaces the whole body (signed as is).
   */
  function delivery(
    event: string,
    entities: Record<string, unknown>,
    opts: { keyId?: string; secret?: string; eventId?: string; createdAt?: number; body?: string } = {},
  ): Delivery {
    const account = accountOf(opts.keyId ?? defaultAccount.keyId);
    const eventId = opts.eventId ?? randomCode(14);
    const payload: RazorpayEvent = {
      entity: "event",
      account_id: account.accountId,
      event,
      contains: Object.keys(entities),
      payload: Object.fromEntries(
        Object.entries(entities).map(([name, entity]) => [name, { entity: structuredClone(entity) }]),
      ),
      created_at: opts.createdAt ?? now(),
    };
    const body = opts.body ?? JSON.stringify(payload);
    return {
      eventId,
      event,
      body,
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": signWebhook(body, opts.secret ?? account.webhookSecret),
        "x-razorpay-event-id": eventId,
      },
    };
  }

  async function send(url: string, made: Delivery): Promise<{ status: number; body: string }> {
    const res = await fetch(url, { method: "POST", headers: made.headers, body: made.body });
    return { status: res.status, body: await res.text() };
  }

  /** What Razorpay sends on a change: kept in `deliveries`, and posted in order when the account has a URL. */
  function emit(keyId: string, event: string, entities: Record<string, unknown>): SentDelivery {
    const account = accountOf(keyId);
    const sent: SentDelivery = {
      ...delivery(event, entities, { keyId }),
      keyId,
      url: account.webhookUrl,
      status: null,
    };
    deliveries.push(sent);
    const url = account.webhookUrl;
    if (url) {
      outbox = outbox
        .then(() => send(url, sent))
        .then((r) => {
          sent.status = r.status;
        })
        .catch(() => {});
    }
    return sent;
  }

  // ---- objects ------------------------------------------------------------------------------------
  /** A link past its `expire_by` is expired by the time anyone looks (Razorpay does it in the background). */
  function fresh(record: { keyId: string; link: PaymentLink }) {
    const link = record.link;
    if (
      (link.status === "created" || link.status === "partially_paid") &&
      link.expire_by &&
      now() >= link.expire_by
    ) {
      expire(record);
    }
    return record;
  }
  function ownLink(keyId: string, id: string) {
    const record = links.get(id);
    if (!record || record.keyId !== keyId) throw noSuchId();
    return fresh(record).link;
  }
  function ownPayment(keyId: string, id: string) {
    const record = payments.get(id);
    if (!record || record.keyId !== keyId) throw noSuchId();
    return record.payment;
  }
  function linkRecord(id: string) {
    const record = links.get(id);
    if (!record) throw new Error(`stand-in: no payment link ${id}`);
    return fresh(record);
  }

  function expire(record: { keyId: string; link: PaymentLink }) {
    record.link.status = "expired";
    record.link.expired_at = now();
    record.link.updated_at = now();
    emit(record.keyId, "payment_link.expired", { payment_link: record.link });
  }

  function orderFor(keyId: string, link: PaymentLink): Order {
    const existing = link.order_id ? orders.get(link.order_id)?.order : undefined;
    if (existing) return existing;
    const order: Order = {
      id: newId("order"),
      entity: "order",
      amount: link.amount,
      amount_paid: 0,
      amount_due: link.amount,
      currency: link.currency,
      receipt: link.reference_id || null,
      offer_id: null,
      status: "created",
      attempts: 0,
      notes: link.notes,
      created_at: now(),
    };
    orders.set(order.id, { keyId, order });
    link.order_id = order.id;
    return order;
  }

  function newPayment(keyId: string, link: PaymentLink, order: Order, method: string): Payment {
    const payment: Payment = {
      id: newId("pay"),
      entity: "payment",
      amount: link.amount - link.amount_paid,
      currency: link.currency,
      status: "created",
      order_id: order.id,
      invoice_id: null,
      international: false,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      description: link.description || null,
      card_id: null,
      bank: null,
      wallet: null,
      vpa: method === "upi" ? "success@razorpay" : null,
      email: link.customer.email ?? "void@razorpay.com",
      contact: link.customer.contact ?? "+919000090000",
      notes: link.notes,
      fee: null,
      tax: null,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      acquirer_data: method === "upi" ? { rrn: randomDigits(12), upi_transaction_id: null } : {},
      created_at: now(),
    };
    payments.set(payment.id, { keyId, linkId: link.id, payment });
    order.attempts += 1;
    if (order.status === "created") order.status = "attempted";
    return payment;
  }

  function listPayment(link: PaymentLink, payment: Payment) {
    const entry: LinkPayment = {
      amount: payment.amount,
      created_at: payment.created_at,
      method: payment.method,
      payment_id: payment.id,
      plink_id: link.id,
      status:
        payment.status === "failed" ? "failed" : payment.status === "authorized" ? "authorized" : "captured",
      updated_at: now(),
    };
    link.payments = [...(link.payments ?? []).filter((p) => p.payment_id !== payment.id), entry];
    link.updated_at = now();
  }

  /** The money taken: the payment captured (fee 2% and its 18% GST), the link and its order paid. */
  function captureNow(keyId: string, payment: Payment) {
    payment.status = "captured";
    payment.captured = true;
    const fee = Math.round(payment.amount * 0.02);
    payment.tax = Math.round(fee * 0.18);
    payment.fee = fee + payment.tax;
    const record = payments.get(payment.id);
    const link = record?.linkId ? links.get(record.linkId)?.link : undefined;
    if (!link) return;
    const order = orderFor(keyId, link);
    link.amount_paid += payment.amount;
    link.status = link.amount_paid >= link.amount ? "paid" : "partially_paid";
    listPayment(link, payment);
    order.amount_paid += payment.amount;
    order.amount_due = Math.max(0, order.amount - order.amount_paid);
    if (order.amount_due === 0) order.status = "paid";
    emit(keyId, link.status === "paid" ? "payment_link.paid" : "payment_link.partially_paid", {
      payment_link: link,
      order,
      payment,
    });
  }

  function makeRefund(
    keyId: string,
    payment: Payment,
    amount: number,
    opts: { speed?: "normal" | "optimum"; notes?: Notes; receipt?: string | null } = {},
  ): Refund {
    if (payment.status !== "captured" && payment.status !== "refunded") {
      throw bad("The payment has not been captured. Only captured payments can be refunded", "payment_id");
    }
    const left = payment.amount - payment.amount_refunded;
    if (left <= 0) throw bad("The payment has been fully refunded already", "amount");
    if (amount < 100) throw bad("The amount must be atleast INR 1.00", "amount");
    if (amount > left) throw bad("The refund amount provided is greater than amount captured", "amount");
    const refund: Refund = {
      id: newId("rfnd"),
      entity: "refund",
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: opts.notes ?? [],
      receipt: opts.receipt ?? null,
      acquirer_data: { arn: refundOutcome === "processed" ? randomDigits(23) : null },
      created_at: now(),
      batch_id: null,
      status: refundOutcome,
      speed_processed: "normal",
      speed_requested: opts.speed ?? "normal",
    };
    refunds.set(refund.id, { keyId, refund });
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded >= payment.amount ? "full" : "partial";
    if (payment.amount_refunded >= payment.amount) payment.status = "refunded";
    emit(keyId, refund.status === "processed" ? "refund.processed" : "refund.created", { refund, payment });
    return refund;
  }

  // ---- the API ------------------------------------------------------------------------------------
  interface Call {
    account: StandInAccount;
    body: Json;
    query: URLSearchParams;
    headers: IncomingMessage["headers"];
    id: string;
    path: string;
  }
  type Handler = (call: Call) => { status?: number; body: unknown };
  const routes: { method: string; pattern: RegExp; handler: Handler }[] = [];
  const route = (method: string, path: string, handler: Handler) =>
    routes.push({ method, pattern: new RegExp(`^${path.replace("{id}", "([^/]+)")}$`), handler });

  route("POST", "/v1/payment_links", ({ account, body }) => {
    onlyFields(body, LINK_FIELDS);
    const amount = intOf(body.amount, "amount");
    if (amount === undefined) throw bad("The amount field is required.", "amount");
    const currency = stringOf(body.currency, "currency") ?? "INR";
    if (!/^[A-Z]{3}$/.test(currency)) throw bad("The selected currency is invalid.", "currency");
    if (amount < 100) throw bad("The amount must be atleast INR 1.00", "amount");
    const referenceId = stringOf(body.reference_id, "reference_id", 40) ?? "";
    if (referenceId && references.has(`${account.keyId}\n${referenceId}`)) {
      throw bad(`Payment Link with reference id ${referenceId} already exists`, "reference_id");
    }
    const description = stringOf(body.description, "description", 2048) ?? "";
    const acceptPartial = boolOf(body.accept_partial, "accept_partial") ?? false;
    const created = now();
    const expireBy = intOf(body.expire_by, "expire_by") ?? 0;
    if (expireBy && expireBy < created + 15 * 60) {
      throw bad("expire_by: timestamp must be atleast 15 minutes in future", "expire_by");
    }
    if (expireBy > created + 183 * 24 * 3600) {
      throw bad("expire_by: timestamp should not be more than 6 months in future", "expire_by");
    }
    const customer = body.customer ?? {};
    if (!isObject(customer)) throw bad("The customer must be an object.", "customer");
    const email = stringOf(customer.email, "customer.email");
    if (email !== undefined && !/^[^\s@]+@[^\s@]+$/.test(email)) {
      throw bad("The email must be a valid email address.", "customer.email");
    }
    const notify = body.notify ?? {};
    if (!isObject(notify)) throw bad("The notify must be an object.", "notify");
    const callbackUrl = stringOf(body.callback_url, "callback_url") ?? "";
    if (callbackUrl && !URL.canParse(callbackUrl))
      throw bad("The callback url format is invalid.", "callback_url");
    const callbackMethod = stringOf(body.callback_method, "callback_method") ?? "";
    if (callbackUrl && callbackMethod !== "get") {
      throw bad("callback_method should be set to get if callback_url is present", "callback_method");
    }
    const id = newId("plink");
    const link: PaymentLink = {
      accept_partial: acceptPartial,
      amount,
      amount_paid: 0,
      callback_method: callbackMethod,
      callback_url: callbackUrl,
      cancelled_at: 0,
      created_at: created,
      currency,
      customer: {
        ...(email !== undefined ? { email } : {}),
        ...(typeof customer.name === "string" ? { name: customer.name } : {}),
        ...(typeof customer.contact === "string" ? { contact: customer.contact } : {}),
      },
      description,
      expire_by: expireBy,
      expired_at: 0,
      first_min_partial_amount: intOf(body.first_min_partial_amount, "first_min_partial_amount") ?? 0,
      id,
      notes: notesOf(body.notes),
      notify: {
        email: boolOf(notify.email, "notify.email") ?? false,
        sms: boolOf(notify.sms, "notify.sms") ?? false,
        whatsapp: boolOf(notify.whatsapp, "notify.whatsapp") ?? false,
      },
      order_id: "",
      payments: null,
      reference_id: referenceId,
      reminder_enable: boolOf(body.reminder_enable, "reminder_enable") ?? false,
      reminders: [],
      short_url: `${base}/l/${id}`,
      status: "created",
      updated_at: created,
      upi_link: boolOf(body.upi_link, "upi_link") ?? false,
      user_id: "",
      whatsapp_link: false,
    };
    links.set(id, { keyId: account.keyId, link });
    if (referenceId) references.set(`${account.keyId}\n${referenceId}`, id);
    return { body: link };
  });

  route("GET", "/v1/payment_links", ({ account, query }) => {
    const referenceId = query.get("reference_id");
    const paymentId = query.get("payment_id");
    const found = [...links.values()]
      .filter((r) => r.keyId === account.keyId)
      .map((r) => fresh(r).link)
      .filter((l) => (referenceId ? l.reference_id === referenceId : true))
      .filter((l) => (paymentId ? (l.payments ?? []).some((p) => p.payment_id === paymentId) : true))
      .sort((a, b) => b.created_at - a.created_at);
    const skip = Number(query.get("skip") ?? 0) || 0;
    const count = Math.min(100, Number(query.get("count") ?? 10) || 10);
    return { body: { payment_links: found.slice(skip, skip + count) } };
  });

  route("GET", "/v1/payment_links/{id}", ({ account, id }) => ({ body: ownLink(account.keyId, id) }));

  route("POST", "/v1/payment_links/{id}/cancel", ({ account, id }) => {
    const link = ownLink(account.keyId, id);
    if (link.status !== "created" && link.status !== "partially_paid") {
      throw bad(`Payment Link cannot be cancelled in ${link.status} state`, "id");
    }
    link.status = "cancelled";
    link.cancelled_at = now();
    link.updated_at = now();
    emit(account.keyId, "payment_link.cancelled", { payment_link: link });
    return { body: link };
  });

  route("GET", "/v1/payments/{id}", ({ account, id }) => ({ body: ownPayment(account.keyId, id) }));

  route("GET", "/v1/payments/{id}/refunds", ({ account, id, query }) => {
    ownPayment(account.keyId, id);
    const items = [...refunds.values()]
      .filter((r) => r.keyId === account.keyId && r.refund.payment_id === id)
      .map((r) => r.refund)
      .sort((a, b) => b.created_at - a.created_at);
    const skip = Number(query.get("skip") ?? 0) || 0;
    const count = Math.min(100, Number(query.get("count") ?? 10) || 10);
    const page = items.slice(skip, skip + count);
    return { body: { entity: "collection", count: page.length, items: page } };
  });

  route("POST", "/v1/payments/{id}/capture", ({ account, id, body }) => {
    const payment = ownPayment(account.keyId, id);
    onlyFields(body, ["amount", "currency"]);
    const amount = intOf(body.amount, "amount");
    if (amount === undefined) throw bad("The amount field is required.", "amount");
    if (payment.status === "captured" || payment.status === "refunded") {
      throw bad("This payment has already been captured", "id");
    }
    if (payment.status !== "authorized") {
      throw bad("Only payments which have been authorized and not yet captured can be captured", "id");
    }
    if (amount !== payment.amount) {
      throw bad("Capture amount must be equal to the amount authorized", "amount");
    }
    const currency = stringOf(body.currency, "currency");
    if (currency !== undefined && currency !== payment.currency) {
      throw bad("The currency should be same as the payment currency", "currency");
    }
    captureNow(account.keyId, payment);
    emit(account.keyId, "payment.captured", { payment });
    return { body: payment };
  });

  route("POST", "/v1/payments/{id}/refund", ({ account, id, body, headers, path }) => {
    const payment = ownPayment(account.keyId, id);
    const header = headers["x-refund-idempotency"];
    const key = typeof header === "string" ? header : null;
    if (key !== null && !IDEMPOTENCY_KEY.test(key)) {
      throw bad("The idempotency key format is invalid", "X-Refund-Idempotency");
    }
    const fingerprint = createHash("sha256")
      .update(`${path}\n${canonical(body)}`)
      .digest("hex");
    if (key) {
      const earlier = refundReplays.get(`${account.keyId}\n${key}`);
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) {
          throw bad("Different request with the same idempotency key has already been processed.");
        }
        return { body: earlier.body };
      }
    }
    onlyFields(body, REFUND_FIELDS);
    const amount = intOf(body.amount, "amount") ?? payment.amount - payment.amount_refunded;
    const speed = stringOf(body.speed, "speed") ?? "normal";
    if (speed !== "normal" && speed !== "optimum") throw bad("The selected speed is invalid.", "speed");
    const refund = makeRefund(account.keyId, payment, amount, {
      speed,
      notes: notesOf(body.notes),
      receipt: stringOf(body.receipt, "receipt", 40) ?? null,
    });
    if (key) refundReplays.set(`${account.keyId}\n${key}`, { fingerprint, body: refund });
    return { body: refund };
  });

  // ---- the shopper's side and Razorpay's own doing (test controls) ------------------------------
  /**
   * The shopper pays the link on Razorpay's page: a `pay_…` payment, captured (links capture at once;
   * `authorizeOnly` leaves it authorized, as a late authorization would), the link and its order paid,
   * and `payment_link.paid` sent. Returns where the browser goes next: the link's callback_url with
   * Razorpay's signed parameters (null without one).
   */
  function payLink(
    linkId: string,
    opts: { method?: string; authorizeOnly?: boolean } = {},
  ): { paymentId: string; callbackUrl: string | null; payment: Payment; link: PaymentLink } {
    const record = linkRecord(linkId);
    const link = record.link;
    if (link.status !== "created" && link.status !== "partially_paid") {
      throw new Error(`stand-in: payment link ${linkId} is ${link.status}`);
    }
    const order = orderFor(record.keyId, link);
    const payment = newPayment(record.keyId, link, order, opts.method ?? "upi");
    payment.status = "authorized";
    if (opts.authorizeOnly) {
      listPayment(link, payment);
      emit(record.keyId, "payment.authorized", { payment });
    } else {
      captureNow(record.keyId, payment);
    }
    return { paymentId: payment.id, callbackUrl: callbackFor(record.keyId, link, payment), payment, link };
  }

  function callbackFor(keyId: string, link: PaymentLink, payment: Payment): string | null {
    if (!link.callback_url) return null;
    const params = {
      razorpay_payment_id: payment.id,
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: link.reference_id,
      razorpay_payment_link_status: link.status,
    };
    const url = new URL(link.callback_url);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    url.searchParams.set("razorpay_signature", signReturn(params, accountOf(keyId).keySecret));
    return url.toString();
  }

  /** A failed attempt on the link's page (the bank declined): the link stays payable, `payment.failed` sent. */
  function failPayment(
    linkId: string,
    description = "Payment was unsuccessful as the bank declined it.",
  ): Payment {
    const record = linkRecord(linkId);
    if (record.link.status !== "created" && record.link.status !== "partially_paid") {
      throw new Error(`stand-in: payment link ${linkId} is ${record.link.status}`);
    }
    const order = orderFor(record.keyId, record.link);
    const payment = newPayment(record.keyId, record.link, order, "upi");
    payment.status = "failed";
    payment.error_code = "BAD_REQUEST_ERROR";
    payment.error_description = description;
    payment.error_source = "bank";
    payment.error_step = "payment_authorization";
    payment.error_reason = "payment_failed";
    listPayment(record.link, payment);
    emit(record.keyId, "payment.failed", { payment });
    return payment;
  }

  const controls = {
    get url() {
      return base;
    },
    /** The default account (STAND_IN_KEY_ID and friends, or the options'). */
    account: defaultAccount,
    accounts,
    links,
    payments,
    refunds,
    orders,
    requests,
    deliveries,
    /** A merchant's Razorpay account; keys and secrets are made up where not given. */
    addAccount,
    /** Where one account's deliveries go from now on; null: kept only. */
    setWebhookUrl(keyId: string, url: string | null) {
      accountOf(keyId).webhookUrl = url;
    },
    link: (id: string) => linkRecord(id).link,
    payment(id: string): Payment {
      const record = payments.get(id);
      if (!record) throw new Error(`stand-in: no payment ${id}`);
      return record.payment;
    },
    refundsOf: (paymentId: string) =>
      [...refunds.values()].map((r) => r.refund).filter((r) => r.payment_id === paymentId),
    payLink,
    failPayment,
    /** The link's time is up: `expired`, and `payment_link.expired` sent. */
    expireLink(id: string): PaymentLink {
      const record = linkRecord(id);
      if (record.link.status !== "created" && record.link.status !== "partially_paid") {
        throw new Error(`stand-in: payment link ${id} is ${record.link.status}`);
      }
      expire(record);
      return record.link;
    },
    /** A refund made in Razorpay's dashboard (not through the API by the app). */
    refundFromDashboard(paymentId: string, amount?: number): Refund {
      const record = payments.get(paymentId);
      if (!record) throw new Error(`stand-in: no payment ${paymentId}`);
      const p = record.payment;
      return makeRefund(record.keyId, p, amount ?? p.amount - p.amount_refunded);
    },
    /** New refunds are `processed` at once (test mode) or `pending` until settleRefund. */
    setRefundOutcome(outcome: "processed" | "pending") {
      refundOutcome = outcome;
    },
    /** A pending refund reaches its end: `refund.processed`, or `refund.failed` (its money back on the payment). */
    settleRefund(refundId: string, outcome: "processed" | "failed"): Refund {
      const record = refunds.get(refundId);
      if (!record) throw new Error(`stand-in: no refund ${refundId}`);
      const refund = record.refund;
      if (refund.status !== "pending") throw new Error(`stand-in: refund ${refundId} is ${refund.status}`);
      const payment = payments.get(refund.payment_id)!.payment;
      refund.status = outcome;
      if (outcome === "failed") {
        payment.amount_refunded -= refund.amount;
        payment.refund_status = payment.amount_refunded === 0 ? null : "partial";
        payment.status = "captured";
      } else {
        refund.acquirer_data.arn = randomDigits(23);
      }
      emit(record.keyId, `refund.${outcome}`, { refund, payment });
      return refund;
    },
    /** Moves the stand-in's clock on (links past `expire_by` expire when next looked at). */
    advanceClock(seconds: number) {
      clockOffset += seconds;
    },
    now,
    /**
     * The next `count` API calls answer 500 ("500"), never answer ("hang": the client times out), or
     * are done and their answer lost ("drop": the connection closes). `only` limits them to calls of
     * one method and path (a prefix), the others going through.
     */
    failNext(count: number, fault: Fault = "500", only: { method?: string; path?: string } = {}) {
      for (let i = 0; i < count; i++) faults.push({ fault, ...only });
    },
    /** Faults queued and not yet met (a test that leaves one would fault the next test's call). */
    pendingFaults: () => faults.length,
    delivery,
    /** A link's entities as its `payment_link.paid` carries them: the link, its order, its latest payment. */
    entitiesOf(linkId: string): { payment_link: PaymentLink; order?: Order; payment?: Payment } {
      const link = linkRecord(linkId).link;
      const order = link.order_id ? orders.get(link.order_id)?.order : undefined;
      const last = link.payments?.at(-1);
      const payment = last ? payments.get(last.payment_id)?.payment : undefined;
      return { payment_link: link, ...(order ? { order } : {}), ...(payment ? { payment } : {}) };
    },
    send,
    /** Resolves once every delivery made so far has been posted (and answered or failed). */
    flushed: () => outbox,
    /** The deliveries of one event type, oldest first. */
    deliveriesOf: (event: string) => deliveries.filter((d) => d.event === event),
    /** The API calls the app made to one path (a prefix), in order. */
    callsTo(method: string, pathPrefix: string): RecordedRequest[] {
      return requests.filter((r) => r.method === method && r.path.startsWith(pathPrefix));
    },
    close,
  };

  // ---- HTTP ---------------------------------------------------------------------------------------
  function sendJson(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  }

  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  }

  function basicAuth(header: string | undefined): { keyId: string; secret: string } | null {
    if (!header?.startsWith("Basic ")) return null;
    const decoded = Buffer.from(header.slice(6).trim(), "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    if (colon < 0) return null;
    return { keyId: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", base);
    if (url.pathname.startsWith("/_stand-in/")) return handleControl(req, res, url);
    if (url.pathname.startsWith("/l/")) return handlePage(req, res, url);
    // A browser on the hosted page asks for its icon: there is none (not a 401 for want of a key).
    if (url.pathname === "/favicon.ico") {
      res.writeHead(204);
      return res.end();
    }

    const text = req.method === "GET" ? "" : await readBody(req);
    const auth = basicAuth(req.headers.authorization);
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) {
      if (k !== "authorization" && v !== undefined) headers[k] = Array.isArray(v) ? v.join(", ") : v;
    }
    let body: unknown = {};
    let parsed = true;
    if (text.trim() !== "") {
      try {
        body = JSON.parse(text);
      } catch {
        parsed = false;
        body = text;
      }
    }
    requests.push({
      method: req.method ?? "",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      keyId: auth?.keyId ?? null,
      headers,
      body,
    });

    const account = auth ? accounts.get(auth.keyId) : undefined;
    if (!auth || !account || account.keySecret !== auth.secret) return sendJson(res, 401, AUTH_FAILED);

    const at = faults.findIndex(
      (f) => (!f.method || f.method === req.method) && (!f.path || url.pathname.startsWith(f.path)),
    );
    const fault = at >= 0 ? faults.splice(at, 1)[0]!.fault : undefined;
    if (fault === "hang") {
      hanging.add(res);
      res.on("close", () => hanging.delete(res));
      return;
    }
    if (fault === "500") return sendJson(res, 500, SERVER_ERROR);

    if (!parsed || !isObject(body)) {
      return sendJson(res, 400, bad("The request body should be a valid JSON object").body);
    }
    const match = routes
      .filter((r) => r.method === req.method)
      .map((r) => ({ r, m: r.pattern.exec(url.pathname) }))
      .find((x) => x.m);
    if (!match) {
      return sendJson(
        res,
        400,
        failure(400, "The requested URL was not found on the server.", {
          source: "NA",
          step: "NA",
          reason: "NA",
        }).body,
      );
    }
    let status: number;
    let answer: unknown;
    try {
      const done = match.r.handler({
        account,
        body,
        query: url.searchParams,
        headers: req.headers,
        id: decodeURIComponent(match.m![1] ?? ""),
        path: url.pathname,
      });
      status = done.status ?? 200;
      answer = done.body;
    } catch (err) {
      if (!(err instanceof RazorpayFailure)) throw err;
      status = err.status;
      answer = err.body;
    }
    if (fault === "drop") return void res.destroy();
    sendJson(res, status, answer);
  }

  /** Controls over HTTP, for a journey driving the stand-in from another process (no auth: loopback only). */
  async function handleControl(req: IncomingMessage, res: ServerResponse, url: URL) {
    const parts = url.pathname.split("/").filter(Boolean).slice(1);
    const text = req.method === "POST" ? await readBody(req) : "";
    let body: Json = {};
    try {
      const parsed: unknown = text.trim() ? JSON.parse(text) : {};
      if (isObject(parsed)) body = parsed;
    } catch {
      return sendJson(res, 400, { message: "The body is not JSON" });
    }
    try {
      if (req.method === "POST" && parts[0] === "accounts" && parts.length === 1) {
        const str = (k: string) => (typeof body[k] === "string" ? (body[k] as string) : undefined);
        return sendJson(
          res,
          200,
          addAccount({
            keyId: str("keyId"),
            keySecret: str("keySecret"),
            webhookSecret: str("webhookSecret"),
            webhookUrl: str("webhookUrl") ?? null,
          }),
        );
      }
      if (req.method === "POST" && parts[0] === "links" && parts[1] && parts[2] === "pay") {
        const paid = payLink(parts[1], { authorizeOnly: body.authorizeOnly === true });
        return sendJson(res, 200, { paymentId: paid.paymentId, callbackUrl: paid.callbackUrl });
      }
      if (req.method === "POST" && parts[0] === "links" && parts[1] && parts[2] === "expire") {
        return sendJson(res, 200, controls.expireLink(parts[1]));
      }
      if (req.method === "POST" && parts[0] === "faults") {
        const fault = body.fault === "hang" || body.fault === "drop" ? body.fault : "500";
        const only = {
          ...(typeof body.method === "string" ? { method: body.method } : {}),
          ...(typeof body.path === "string" ? { path: body.path } : {}),
        };
        controls.failNext(typeof body.count === "number" ? body.count : 1, fault, only);
        return sendJson(res, 200, { queued: faults.length });
      }
      if (req.method === "GET" && parts[0] === "requests") return sendJson(res, 200, requests);
      if (req.method === "GET" && parts[0] === "deliveries") return sendJson(res, 200, deliveries);
    } catch (err) {
      return sendJson(res, 409, { message: err instanceof Error ? err.message : String(err) });
    }
    sendJson(res, 404, { message: "No such control" });
  }

  /** The hosted page of a link (its short_url): one button pays it and sends the browser back. */
  async function handlePage(req: IncomingMessage, res: ServerResponse, url: URL) {
    const id = decodeURIComponent(url.pathname.slice("/l/".length));
    const record = links.get(id);
    if (!record) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
      return res.end("This payment link does not exist");
    }
    const link = fresh(record).link;
    if (req.method === "POST") {
      await readBody(req);
      const payable = link.status === "created" || link.status === "partially_paid";
      const target = payable ? payLink(id).callbackUrl : null;
      res.writeHead(303, { location: target ?? `/l/${encodeURIComponent(id)}` });
      return res.end();
    }
    const amount = (link.amount - link.amount_paid) / 100;
    const money = link.currency === "INR" ? `₹${amount.toFixed(2)}` : `${amount.toFixed(2)} ${link.currency}`;
    const payable = link.status === "created" || link.status === "partially_paid";
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Razorpay stand-in</title>` +
        `<h1>Razorpay stand-in: no money moves</h1>` +
        `<p>${escapeHtml(link.description)}</p>` +
        `<p>Status: ${escapeHtml(link.status)}</p>` +
        (payable
          ? `<form method="post"><button type="submit">Pay ${escapeHtml(money)}</button></form>`
          : link.callback_url
            ? `<a href="${escapeHtml(link.callback_url)}">Back to the store</a>`
            : ""),
    );
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { ...SERVER_ERROR, stand_in: String(err) });
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

export type RazorpayStandIn = Awaited<ReturnType<typeof startRazorpayStandIn>>;

/** A body with its keys sorted, so that the same request is the same text whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (isObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
