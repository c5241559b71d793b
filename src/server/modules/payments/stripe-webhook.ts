import { and, eq, or } from "drizzle-orm";
import { PAYMENT_MESSAGES } from "#contracts/payments";
import type { Db } from "#server/db/client";
import { merchants } from "#server/db/schema/merchants";
import { orders } from "#server/db/schema/orders";
import { paymentWebhookEvents } from "#server/db/schema/payment-webhook-events";
import { AppError } from "#server/errors";
import { setChargesEnabled } from "./payment-settings";
import { NoOrderYet, type PaymentProvider, WebhookRefused } from "./provider";
import type { WebhookDeps, WebhookRow } from "./webhook-deliveries";

/** The event types that move something (issue 41); every other type is answered 200 and ignored. */
const HANDLED_TYPES = new Set([
  "checkout.session.completed",
  "checkout.session.expired",
  "payment_intent.succeeded",
  "payment_intent.canceled",
  "payment_intent.payment_failed",
  "charge.refunded",
  "account.updated",
]);

export const WEBHOOK_MESSAGES = {
  unknownAccount: "No store holds this Stripe account",
} as const;

/**
 * A delivery, checked and stored (decision 0050): the signature over the raw body first (a bad,
 * missing or old one, or a body that is not JSON: 400, nothing stored); then the account names the
 * store. A connected account no store holds is a 400 and changes nothing; Stripe sends it again for
 * three days, which covers account.updated arriving before "Connect Stripe" kept the new account's
 * id. The platform's own events (no account) and types we do not handle are answered and ignored.
 * Stored once by its event id: the row's id when this delivery is the first, else null.
 */
export async function receiveStripeWebhook(
  deps: Pick<WebhookDeps, "db" | "stripe">,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<string | null> {
  if (!deps.stripe) throw new AppError("VALIDATION", PAYMENT_MESSAGES.stripeNotConfigured);
  let event: ReturnType<PaymentProvider["parseWebhook"]>;
  try {
    event = deps.stripe.parseWebhook(rawBody, headers);
  } catch (err) {
    if (err instanceof WebhookRefused) throw new AppError("VALIDATION", err.message);
    throw err;
  }
  if (!HANDLED_TYPES.has(event.type) || !event.account) return null;
  const [store] = await deps.db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.stripeAccountId, event.account));
  if (!store) throw new AppError("VALIDATION", WEBHOOK_MESSAGES.unknownAccount);
  const [stored] = await deps.db
    .insert(paymentWebhookEvents)
    .values({
      provider: "stripe",
      eventId: event.eventId,
      type: event.type,
      account: event.account,
      merchantId: store.id,
      payload: event.payload,
    })
    .onConflictDoNothing()
    .returning({ id: paymentWebhookEvents.id });
  return stored?.id ?? null;
}

type StripeObject = Record<string, unknown> & { id?: unknown; metadata?: Record<string, unknown> | null };

/** One Stripe event's work; returns a note kept with the row when it changed nothing on purpose. */
export async function applyStripeDelivery(deps: WebhookDeps, row: WebhookRow): Promise<string | null> {
  const object = ((row.payload as { data?: { object?: unknown } }).data?.object ?? {}) as StripeObject;
  if (!row.merchantId || !row.account) return "no store";
  if (row.type === "account.updated") {
    // Read, not taken from the event: two updates can arrive in either order.
    if (!deps.stripe) throw new Error("Stripe is not set up on this server any more");
    const enabled = await deps.stripe.chargesEnabled(row.account);
    await setChargesEnabled(deps, row.merchantId, row.account, enabled);
    return null;
  }
  const orderId = await orderNamed(deps.db, row.merchantId, row.type, object);
  if (orderId === "elsewhere") return "the order is another store's";
  await deps.settle(orderId);
  return null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

/**
 * The store's order a session, payment or charge names: by our id in its metadata (we set it on the
 * session and its PaymentIntent), by the session's client_reference_id, or by the provider ids kept
 * on the order. Only this store's orders count; one of another store's is "elsewhere".
 */
async function orderNamed(
  db: Db,
  merchantId: string,
  type: string,
  object: StripeObject,
): Promise<string | "elsewhere"> {
  const named = text(object.metadata?.orderId) ?? text(object.client_reference_id);
  const orderId = named && UUID.test(named) ? named : null;
  const sessionId = type.startsWith("checkout.session.") ? text(object.id) : null;
  const intentId = type.startsWith("payment_intent.")
    ? text(object.id)
    : type === "charge.refunded"
      ? text(object.payment_intent)
      : null;
  const matches = [
    orderId ? eq(orders.id, orderId) : undefined,
    sessionId ? eq(orders.paymentSessionId, sessionId) : undefined,
    intentId ? eq(orders.paymentIntentId, intentId) : undefined,
  ].filter((m) => m !== undefined);
  if (matches.length > 0) {
    const [found] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.merchantId, merchantId), or(...matches)))
      .limit(1);
    if (found) return found.id;
  }
  if (orderId) {
    const [other] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).limit(1);
    if (other) return "elsewhere";
  }
  throw new NoOrderYet(`No order of this store matches ${type} ${text(object.id) ?? ""}`);
}
