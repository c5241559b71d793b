import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import Razorpay from "razorpay";
import { AppError } from "#server/errors";
import {
  type CreateSessionInput,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderPaymentState,
  type ProviderRefund,
  type ProviderSession,
  ProviderUnavailable,
  type RefundInput,
  WebhookRefused,
} from "./provider";

/** A merchant's own Razorpay key pair (Basic auth: key id and key secret). */
export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
}

export interface RazorpayProviderOptions {
  /** RAZORPAY_API_URL: Razorpay's origin (https://api.razorpay.com), no /v1. */
  apiUrl: string;
  /** The store's keys by our merchant id (the `account` of every call); null: none set (ProviderUnavailable). */
  keysOf: (account: string) => Promise<RazorpayKeys | null>;
  /** Epoch ms, for `expire_by`. */
  now?: () => number;
  /** A call that has not answered in this long is an outage (default 10 s). */
  timeoutMs?: number;
}

/** Checking a store's keys when the merchant enters them. */
export interface RazorpayAccounts {
  /** Whether Razorpay accepts these keys now: "ok", or "refused" (401); throws ProviderUnavailable when unreachable/5xx. */
  checkKeys(keys: RazorpayKeys): Promise<"ok" | "refused">;
}

const RAZORPAY_TIMEOUT_MS = 10_000;
/** Razorpay refuses an `expire_by` less than 15 minutes away; a minute more covers the clocks' drift. */
const MIN_LINK_LIFE_MS = 16 * 60_000;
/** Razorpay's limits: a link's description, a note's value. */
const DESCRIPTION_MAX = 2048;
const NOTE_MAX = 256;
/** Clients kept, one per key pair (a store changing its keys leaves its old client behind). */
const CLIENTS_MAX = 500;
/** Razorpay's ids: a prefix and letters or digits (also keeps an id from changing the path it goes in). */
const RAZORPAY_ID = /^[A-Za-z0-9_]{1,64}$/;

/** The part of the package's axios instance this file sets or uses (it is not in the package's types). */
interface AxiosLike {
  defaults: { baseURL?: string; timeout?: number; proxy?: false };
  post(url: string, data: unknown, config: { headers: Record<string, string> }): Promise<{ data: unknown }>;
}
type Client = InstanceType<typeof Razorpay>;

// The entities as Razorpay sends them (https://razorpay.com/docs/api), only the fields read here.
interface WireLinkPayment {
  payment_id: string;
  status: string;
  created_at?: number;
}
interface WireLink {
  id: string;
  amount: number;
  currency: string;
  status: string;
  short_url: string;
  reference_id?: string;
  /** An object, or `[]` when there are none. */
  notes?: Record<string, unknown> | unknown[] | null;
  payments?: WireLinkPayment[] | null;
}
interface WirePayment {
  id: string;
  amount: number;
  currency: string;
  status: string;
  amount_refunded?: number;
  error_description?: string | null;
}
interface WireRefund {
  id: string;
  amount: number;
  status: string;
  notes?: Record<string, unknown> | unknown[] | null;
}

/**
 * Razorpay Payment Links behind the provider interface (issue 46), on each merchant's own Razorpay
 * account: `account` in every call is our merchant id, and the store's key pair is looked up with
 * `keysOf` for each call. Built on the official `razorpay` package; its axios instance is pointed at
 * `apiUrl` (the package hard-codes Razorpay's host). Refunds go through that same instance directly,
 * because the package's `payments.refund` cannot send the `X-Refund-Idempotency` header.
 *
 * Money moves only on Razorpay's word: links capture at payment (there is no hold to take later, so a
 * store's "capture on confirm" is not honoured by this provider: the money is taken when the shopper
 * pays, and a declined order is refunded), and Razorpay cannot void an authorization by API.
 * Reads, a link's creation (Razorpay keeps `reference_id` unique, so a repeat finds the first) and a
 * refund (by its idempotency key) are tried once more on no answer or a 5xx; then ProviderUnavailable.
 * No message built here names a key secret.
 */
export function createRazorpayProvider(o: RazorpayProviderOptions): PaymentProvider & RazorpayAccounts {
  const now = o.now ?? Date.now;
  const apiUrl = o.apiUrl.replace(/\/+$/, "");
  const timeoutMs = o.timeoutMs ?? RAZORPAY_TIMEOUT_MS;
  const clients = new LRUCache<string, Client>({ max: CLIENTS_MAX });

  function makeClient(keys: RazorpayKeys): Client {
    const client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
    const rq = axiosOf(client);
    rq.defaults.baseURL = apiUrl;
    rq.defaults.timeout = timeoutMs;
    // Like the rest of the app's outgoing calls: straight to the address, no proxy from the environment.
    rq.defaults.proxy = false;
    return client;
  }

  /** One client per key pair, found by a hash of both (the secret is not kept as a map key). */
  function clientFor(keys: RazorpayKeys): Client {
    const id = createHash("sha256").update(`${keys.keyId}\n${keys.keySecret}`).digest("hex");
    const found = clients.get(id);
    if (found) return found;
    const made = makeClient(keys);
    clients.set(id, made);
    return made;
  }

  async function keysFor(account: string | null): Promise<{ keys: RazorpayKeys; client: Client }> {
    if (!account) throw new ProviderUnavailable("Razorpay payments need a store's own keys");
    const keys = await o.keysOf(account);
    if (!keys) throw new ProviderUnavailable("The store's Razorpay keys are not set");
    return { keys, client: clientFor(keys) };
  }

  async function readLink(keys: RazorpayKeys, client: Client, linkId: string): Promise<WireLink> {
    const id = providerIdOf(linkId);
    return call(keys, true, () => client.paymentLink.fetch(id) as Promise<unknown>) as Promise<WireLink>;
  }

  async function readPayment(
    keys: RazorpayKeys,
    client: Client,
    paymentId: string,
  ): Promise<ProviderPayment> {
    const id = providerIdOf(paymentId);
    const [payment, refunds] = await Promise.all([
      call(keys, true, () => client.payments.fetch(id) as Promise<unknown>) as Promise<WirePayment>,
      call(
        keys,
        true,
        () => client.payments.fetchMultipleRefund(id, { count: 100 }) as Promise<unknown>,
      ) as Promise<{ items?: WireRefund[] }>,
    ]);
    return toPayment(payment, refunds.items ?? []);
  }

  async function toSession(keys: RazorpayKeys, client: Client, link: WireLink): Promise<ProviderSession> {
    const listed = link.payments ?? [];
    // The captured one is the money; else the latest attempt says where the shopper is.
    const chosen =
      listed.find((p) => p.status === "captured") ??
      [...listed].sort((a, b) => (a.created_at ?? 0) - (b.created_at ?? 0)).at(-1);
    return {
      sessionId: link.id,
      orderId: noteOf(link.notes, "orderId"),
      state: LINK_STATES[link.status] ?? "open",
      amountCents: link.amount,
      currency: link.currency.toLowerCase(),
      payment: chosen ? await readPayment(keys, client, chosen.payment_id) : null,
    };
  }

  return {
    name: "razorpay",

    async createSession(input: CreateSessionInput) {
      const { keys, client } = await keysFor(input.account ?? input.merchantId);
      const currency = input.currency.toUpperCase();
      // `capture: "confirm"` is not asked of Razorpay: a link's payment is captured when it is made.
      const body = {
        amount: input.amountCents,
        currency,
        accept_partial: false,
        reference_id: input.reference,
        description: input.description.slice(0, DESCRIPTION_MAX),
        ...(input.customerEmail ? { customer: { email: input.customerEmail } } : {}),
        notify: { sms: false, email: false },
        reminder_enable: false,
        notes: { orderId: input.orderId, merchantId: input.merchantId },
        callback_url: input.successUrl,
        callback_method: "get",
        expire_by: Math.ceil(Math.max(input.expiresAt.getTime(), now() + MIN_LINK_LIFE_MS) / 1000),
      };
      let link: WireLink;
      try {
        link = (await call(
          keys,
          true,
          () => client.paymentLink.create(body as never) as Promise<unknown>,
        )) as WireLink;
      } catch (err) {
        // Razorpay makes no second link with one reference_id (400): a retry whose first answer was
        // lost finds the link made then, and uses it when it is for the same money.
        if (refusalStatus(err) !== 400) throw err;
        const found = (await call(
          keys,
          true,
          () => client.paymentLink.all({ reference_id: input.reference } as never) as Promise<unknown>,
        )) as { payment_links?: WireLink[] };
        const same = (found.payment_links ?? []).find(
          (l) =>
            l.reference_id === input.reference &&
            l.amount === input.amountCents &&
            l.currency.toUpperCase() === currency,
        );
        if (!same) throw err;
        link = same;
      }
      return { sessionId: link.id, url: link.short_url };
    },

    async retrieveSession(account, sessionId) {
      const { keys, client } = await keysFor(account);
      return toSession(keys, client, await readLink(keys, client, sessionId));
    },

    async retrievePayment(account, paymentId) {
      const { keys, client } = await keysFor(account);
      return readPayment(keys, client, paymentId);
    },

    async expireSession(account, sessionId) {
      const { keys, client } = await keysFor(account);
      const id = providerIdOf(sessionId);
      let link: WireLink;
      try {
        // Safe to repeat: a second cancel is refused, and the read below says what the link is.
        link = (await call(keys, true, () => client.paymentLink.cancel(id) as Promise<unknown>)) as WireLink;
      } catch (err) {
        // Refused because it is no longer open (paid a moment ago, expired, cancelled already).
        if (!isRefusal(err)) throw err;
        link = await readLink(keys, client, id);
      }
      return toSession(keys, client, link);
    },

    async capture(account, paymentId, _idempotencyKey) {
      // Razorpay takes no idempotency key here; a repeated capture is refused as already captured, and
      // the read after it says what the payment is.
      const { keys, client } = await keysFor(account);
      const id = providerIdOf(paymentId);
      const before = await readPayment(keys, client, id);
      if (before.state !== "processing") return before;
      try {
        await call(keys, true, () =>
          client.payments.capture(id, before.amountCents, before.currency.toUpperCase()),
        );
      } catch (err) {
        if (!isRefusal(err)) throw err;
        const after = await readPayment(keys, client, id);
        if (after.state === "processing") throw err;
        return after;
      }
      return readPayment(keys, client, id);
    },

    async cancel(account, paymentId, _idempotencyKey) {
      // Razorpay has no API to let an authorization go: the payment as it is, and the caller says the
      // release was refused (an authorized payment Razorpay does not capture is let go by Razorpay).
      const { keys, client } = await keysFor(account);
      return readPayment(keys, client, paymentId);
    },

    async refund(input: RefundInput) {
      const { keys, client } = await keysFor(input.account);
      const id = providerIdOf(input.paymentId);
      const body = {
        amount: input.amountCents,
        speed: "normal",
        notes: input.reason ? { reason: input.reason.slice(0, NOTE_MAX) } : {},
      };
      const headers = { "X-Refund-Idempotency": refundKeyOf(input.idempotencyKey) };
      const refund = (await call(keys, true, async () => {
        try {
          return (await axiosOf(client).post(`/v1/payments/${id}/refund`, body, { headers })).data;
        } catch (err) {
          throw packageShape(err);
        }
      })) as WireRefund;
      return toRefund(refund);
    },

    parseWebhook() {
      // Each store's webhook secret is its own (set in its Razorpay dashboard): deliveries are checked
      // per store with razorpay-signatures.ts, not through this shared provider.
      throw new WebhookRefused("Razorpay webhooks are checked per store, not here");
    },

    async checkKeys(keys) {
      // A client of its own: keys being tried are not kept.
      const client = makeClient(keys);
      try {
        await call(keys, true, () => client.paymentLink.all({ count: 1 }) as Promise<unknown>);
        return "ok";
      } catch (err) {
        if (refusalStatus(err) === 401) return "refused";
        throw err;
      }
    },
  };
}

/**
 * X-Refund-Idempotency from our key: Razorpay takes letters, digits, `-` and `_`, at least 10; our keys
 * hold `:`. The first 40 hex digits of its SHA-256 keep it one-to-one in practice.
 */
export const refundKeyOf = (idempotencyKey: string) =>
  createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 40);

function axiosOf(client: Client): AxiosLike {
  return (client.api as unknown as { rq: AxiosLike }).rq;
}

function providerIdOf(id: string): string {
  if (!RAZORPAY_ID.test(id)) throw new AppError("CONFLICT", "Razorpay refused: that is not a Razorpay id");
  return id;
}

/** What Razorpay answered, or null when it did not (no connection, a timeout, a broken answer). */
interface Failure {
  status: number;
  code: string | null;
  description: string | null;
}

/**
 * The package throws `{statusCode, error: {code, description, ...}}` for an answer, and something else
 * (a TypeError from its normalizeError, which reads `err.response.status`) when there was none.
 */
function failureOf(err: unknown): Failure | null {
  if (!err || typeof err !== "object") return null;
  const { statusCode, error } = err as { statusCode?: unknown; error?: unknown };
  const status = typeof statusCode === "number" ? statusCode : Number(statusCode);
  if (statusCode === undefined || !Number.isInteger(status) || status < 100) return null;
  const detail =
    error && typeof error === "object" ? (error as { code?: unknown; description?: unknown }) : {};
  return {
    status,
    code: typeof detail.code === "string" ? detail.code : null,
    description: typeof detail.description === "string" ? detail.description : null,
  };
}

/** An axios error from a direct call, in the package's own shape (no answer: rethrown as is). */
function packageShape(err: unknown): unknown {
  const response = (err as { response?: { status?: unknown; data?: unknown } } | null)?.response;
  if (!response || typeof response.status !== "number") return new Error("No answer from Razorpay");
  const data = response.data;
  return {
    statusCode: response.status,
    error: data && typeof data === "object" ? (data as { error?: unknown }).error : undefined,
  };
}

/** The Razorpay status an AppError made here carries (in its cause), or null. */
function refusalStatus(err: unknown): number | null {
  if (!(err instanceof AppError) || err.code !== "CONFLICT") return null;
  const cause = err.cause as { razorpayStatus?: unknown } | undefined;
  return typeof cause?.razorpayStatus === "number" ? cause.razorpayStatus : null;
}
/** Razorpay refused the request itself (not the keys, and not an id we would not send). */
const isRefusal = (err: unknown) => {
  const status = refusalStatus(err);
  return status !== null && status !== 401;
};

/**
 * Razorpay's failures in our terms: no answer or a 5xx (after one more try where `retry`), a 409
 * (Razorpay still working on the same idempotent refund) or a 429 is ProviderUnavailable; a 401 is the
 * store's keys refused; any other 4xx is Razorpay refusing the request, in its words.
 */
async function call<T>(keys: RazorpayKeys, retry: boolean, run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      const failure = failureOf(err);
      if ((failure === null || failure.status >= 500) && retry && attempt === 0) continue;
      throw toError(failure, keys);
    }
  }
}

function toError(failure: Failure | null, keys: RazorpayKeys): Error {
  if (failure === null || failure.status >= 500)
    return new ProviderUnavailable("Razorpay could not be reached");
  if (failure.status === 409 || failure.status === 429) {
    return new ProviderUnavailable("Razorpay is busy: try again in a moment");
  }
  const cause = { razorpayStatus: failure.status, code: failure.code };
  if (failure.status === 401) return new AppError("CONFLICT", "Razorpay refused the store's keys", { cause });
  // Razorpay's words never hold the secret; cut it out all the same, should they ever echo it.
  const words = (failure.description ?? `status ${failure.status}`).split(keys.keySecret).join("***");
  return new AppError("CONFLICT", `Razorpay refused: ${words}`, { cause });
}

function noteOf(notes: WireLink["notes"], key: string): string | null {
  if (!notes || Array.isArray(notes)) return null;
  const value = notes[key];
  return typeof value === "string" && value !== "" ? value : null;
}

const LINK_STATES: Record<string, ProviderSession["state"]> = {
  created: "open",
  partially_paid: "open",
  paid: "complete",
  expired: "expired",
  cancelled: "expired",
};

const PAYMENT_STATES: Record<string, ProviderPaymentState> = {
  created: "requires_payment",
  authorized: "processing",
  captured: "succeeded",
  refunded: "succeeded",
  failed: "failed",
};

function toPayment(payment: WirePayment, refunds: WireRefund[]): ProviderPayment {
  const taken = payment.status === "captured" || payment.status === "refunded";
  return {
    paymentId: payment.id,
    // A status newer than this code: not money we can count on.
    state: PAYMENT_STATES[payment.status] ?? "processing",
    amountCents: payment.amount,
    currency: payment.currency.toLowerCase(),
    amountReceivedCents: taken ? payment.amount : 0,
    amountRefundedCents: payment.amount_refunded ?? 0,
    refunds: refunds.map(toRefund),
    failureMessage: payment.error_description ?? null,
  };
}

function toRefund(refund: WireRefund): ProviderRefund {
  return {
    refundId: refund.id,
    amountCents: refund.amount,
    state: refund.status === "processed" ? "succeeded" : refund.status === "failed" ? "failed" : "pending",
    reason: noteOf(refund.notes, "reason"),
  };
}
