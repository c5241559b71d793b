import type { Db } from "#server/db/client";
import { paymentWebhookEvents } from "#server/db/schema/payment-webhook-events";
import { AppError } from "#server/errors";
import { deliveryText, isOurId, settleNamedOrder } from "./delivery-order";
import { WebhookRefused } from "./provider";
import { razorpaySecretsOf } from "./razorpay-keys";
import { parseRazorpayDelivery, webhookSignatureOk } from "./razorpay-signatures";
import type { WebhookDeps, WebhookRow } from "./webhook-deliveries";

/** The events that move something (issue 46); every other type is answered 200 and ignored. */
const HANDLED_TYPES = new Set([
  "payment_link.paid",
  "payment_link.expired",
  "payment_link.cancelled",
  "refund.processed",
]);

export const RAZORPAY_WEBHOOK_MESSAGES = {
  noStore: "No store takes Razorpay webhooks at this address",
  badSignature: "The webhook's signature does not match this store's webhook secret",
} as const;

/**
 * A delivery to one store's address (`/api/payments/razorpay/webhook/{merchantId}`), checked and
 * stored (issue 46, decision 0069): `X-Razorpay-Signature` must be the HMAC-SHA256 of the raw body
 * with that store's own webhook secret (a store unknown here, without a secret, or a signature made
 * with any other secret, another store's included: 400, nothing stored). Stored once per store by
 * Razorpay's `X-Razorpay-Event-Id`, so a replay is answered and does nothing; the row's id when this
 * delivery is the first, else null. Types we do not handle are answered and ignored.
 */
export async function receiveRazorpayWebhook(
  deps: { db: Db; secretsKey: Buffer | null },
  merchantId: string,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<string | null> {
  const secrets = isOurId(merchantId) ? await razorpaySecretsOf(deps.db, deps.secretsKey, merchantId) : null;
  if (!secrets?.webhookSecret) throw new AppError("VALIDATION", RAZORPAY_WEBHOOK_MESSAGES.noStore);
  const signature = headers["x-razorpay-signature"];
  if (
    !webhookSignatureOk(rawBody, typeof signature === "string" ? signature : undefined, secrets.webhookSecret)
  )
    throw new AppError("VALIDATION", RAZORPAY_WEBHOOK_MESSAGES.badSignature);
  let delivery: ReturnType<typeof parseRazorpayDelivery>;
  try {
    delivery = parseRazorpayDelivery(rawBody, headers);
  } catch (err) {
    if (err instanceof WebhookRefused) throw new AppError("VALIDATION", err.message);
    throw err;
  }
  if (!HANDLED_TYPES.has(delivery.type)) return null;
  const [stored] = await deps.db
    .insert(paymentWebhookEvents)
    .values({
      provider: "razorpay",
      // Razorpay's event ids are its own: scoped by the store they were sent to.
      eventId: `${merchantId}:${delivery.eventId}`,
      type: delivery.type,
      account: merchantId,
      merchantId,
      payload: delivery.payload as object,
    })
    .onConflictDoNothing()
    .returning({ id: paymentWebhookEvents.id });
  return stored?.id ?? null;
}

type Entity = Record<string, unknown> & { notes?: Record<string, unknown> | unknown[] | null };
const entityOf = (payload: unknown, name: string): Entity | null => {
  const wrapped = (payload as { payload?: Record<string, { entity?: unknown }> }).payload?.[name]?.entity;
  return wrapped && typeof wrapped === "object" ? (wrapped as Entity) : null;
};

/**
 * One stored Razorpay delivery's work: the store's Razorpay order it names (by the link's id or our
 * order id in its notes, or the payment a refund is of), settled from what Razorpay says now, never
 * from the delivery (settle-payment.ts; delivery-order.ts).
 */
export async function applyRazorpayDelivery(deps: WebhookDeps, row: WebhookRow): Promise<string | null> {
  if (!row.merchantId) return "no store";
  const link = entityOf(row.payload, "payment_link");
  const payment = entityOf(row.payload, "payment");
  const refund = entityOf(row.payload, "refund");
  const notes = link?.notes && !Array.isArray(link.notes) ? link.notes : null;
  const named = {
    orderId: notes?.orderId,
    sessionId: deliveryText(link?.id),
    paymentId: deliveryText(refund?.payment_id) ?? deliveryText(payment?.id),
  };
  const what = `${row.type} ${named.sessionId ?? named.paymentId ?? ""}`;
  return settleNamedOrder(deps, row.merchantId, named, what, "razorpay");
}
