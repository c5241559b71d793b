import { eq } from "drizzle-orm";
import { PAYMENT_MESSAGES } from "#contracts/payments";
import { merchants } from "#server/db/schema/merchants";
import { paymentWebhookEvents } from "#server/db/schema/payment-webhook-events";
import { AppError } from "#server/errors";
import { deliveryText, type NamedOrder, settleNamedOrder } from "./delivery-order";
import { setChargesEnabled } from "./payment-settings";
import { type PaymentProvider, WebhookRefused } from "./provider";
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
  return settleNamedOrder(
    deps,
    row.merchantId,
    stripeNamed(row.type, object),
    `${row.type} ${deliveryText(object.id) ?? ""}`,
  );
}

/**
 * What a session, payment or charge names of our order: our id in its metadata (we set it on the
 * session and its PaymentIntent) or the session's client_reference_id, the session, and the
 * PaymentIntent (a charge's, for a refund).
 */
function stripeNamed(type: string, object: StripeObject): NamedOrder {
  return {
    orderId: deliveryText(object.metadata?.orderId) ?? deliveryText(object.client_reference_id),
    sessionId: type.startsWith("checkout.session.") ? deliveryText(object.id) : null,
    paymentId: type.startsWith("payment_intent.")
      ? deliveryText(object.id)
      : type === "charge.refunded"
        ? deliveryText(object.payment_intent)
        : null,
  };
}
