import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { toMinor } from "#contracts/money";
import { PAYMENT_MESSAGES } from "#contracts/payments";
import type { PaymentSettings } from "#server/config";
import type { Db, Tx } from "#server/db/client";
import { type OrderRow, orders } from "#server/db/schema/orders";
import { AppError } from "#server/errors";
import { recordPaymentEvents } from "./payment-history";
import type { PaymentProvider } from "./provider";
import { captureMomentOf, type PaymentProviders, pageProviderOf, type StorePaymentRow } from "./providers";
import { findSessionStore } from "./queries";

/** A hosted payment page lives this long (issue 41: the session's `expires_at`). */
export const SESSION_MINUTES = 30;

/** What opening a payment page for an order needs beside the order: the server's providers and its origin. */
export interface CardCheckout {
  providers: PaymentProviders;
  settings: PaymentSettings;
  /** Where the shopper comes back to (PUBLIC_URL, or the request's origin). */
  origin: string;
  /** The app's clock (epoch ms). */
  now: number;
}

/** The store as a payment page names and charges it. */
export type SessionStore = StorePaymentRow & { id: string; name: string; slug: string };

/**
 * The order's hosted payment page: the one already made (a retried request gets the same page),
 * or a new session for exactly the order's total in its currency (the store's when it was placed), on the store's account,
 * expiring in 30 minutes, created under a key derived from the order (`order:<id>:session`) so a
 * retry never makes a second one. The session's ids are kept on the order before its address is
 * given out. The provider down: 503 (the order stays awaiting payment, and a retry tries again).
 * `fresh`: the previous session has ended (a quoted order paid again): a new one, under a new key.
 */
export async function openPaymentSession(
  db: Db,
  order: OrderRow,
  store: SessionStore,
  card: CardCheckout,
  fresh = false,
): Promise<string> {
  if (!fresh && order.paymentSessionId && order.paymentRedirectUrl) return order.paymentRedirectUrl;
  // A Razorpay order pays on the store's Razorpay account; anything else (a quote paid now) by card.
  const method = order.paymentMethod === "razorpay" ? "razorpay" : "card";
  const chosen = pageProviderOf(method, store);
  const providerName = order.paymentProvider ?? chosen.provider;
  const provider = card.providers.get(providerName);
  if (!provider) throw new AppError("UNAVAILABLE", PAYMENT_MESSAGES.providerDown);
  const account = order.paymentProvider ? order.paymentAccount : chosen.account;
  // Razorpay's link lives as long as the store lets an unpaid order wait (issue 46); Stripe's 30 minutes.
  const expiresAt =
    providerName === "razorpay"
      ? new Date(Math.max(card.now, order.createdAt.getTime() + store.unpaidExpiryMinutes * 60 * 1000))
      : new Date(card.now + SESSION_MINUTES * 60 * 1000);
  // In the order's currency's minor units, as providers take amounts (cents, yen, fils).
  const totalMinor = toMinor(order.totalAmount, order.currency);
  const feePercent = providerName === "stripe" ? (card.settings.stripe?.applicationFeePercent ?? 0) : 0;
  const session = await createSession(provider, {
    account,
    orderId: order.id,
    merchantId: store.id,
    // A later page of the same order (a quote paid again) is another reference: Razorpay keeps them unique.
    reference:
      fresh && order.paymentSessionId
        ? `${order.trackingCode}-${createHash("sha256").update(order.paymentSessionId).digest("hex").slice(0, 8)}`
        : order.trackingCode,
    amountCents: totalMinor,
    currency: order.currency.toLowerCase(),
    description: `Order #${order.trackingCode} at ${store.name}`,
    capture: captureMomentOf(store),
    applicationFeeCents: Math.floor((totalMinor * feePercent) / 100),
    customerEmail: order.customerEmail,
    successUrl: `${card.origin}/microsite/${store.slug}?view=order-success&order=${order.id}&code=${order.trackingCode}&payment=return`,
    cancelUrl: `${card.origin}/microsite/${store.slug}?view=checkout&payment=cancelled`,
    expiresAt,
    idempotencyKey:
      fresh && order.paymentSessionId
        ? `order:${order.id}:session:after:${order.paymentSessionId}`
        : `order:${order.id}:session`,
  });
  await db.transaction(async (tx: Tx) => {
    await tx
      .update(orders)
      .set({
        paymentMethod: method,
        paymentProvider: providerName,
        paymentAccount: account,
        paymentSessionId: session.sessionId,
        paymentRedirectUrl: session.url,
        updatedAt: sql`now()`,
      })
      .where(and(eq(orders.id, order.id), eq(orders.merchantId, order.merchantId)));
    await recordPaymentEvents(tx, order, [
      {
        kind: "session_created",
        provider: providerName,
        reference: session.sessionId,
        amountCents: totalMinor,
      },
    ]);
  });
  return session.url;
}

async function createSession(
  provider: PaymentProvider,
  input: Parameters<PaymentProvider["createSession"]>[0],
) {
  try {
    return await provider.createSession(input);
  } catch (err) {
    // Whatever the provider said (down, timed out, refused): nothing was charged, the shopper retries.
    throw new AppError("UNAVAILABLE", PAYMENT_MESSAGES.providerDown, { cause: err });
  }
}

/** A just-placed (or resent) card order's payment page, by the order's id in its store. */
export async function openOrderPayment(
  db: Db,
  card: CardCheckout,
  merchantId: string,
  orderId: string,
): Promise<string> {
  const [[order], store] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.merchantId, merchantId))),
    findSessionStore(db, merchantId),
  ]);
  if (!order || !store) throw new Error(`No order ${orderId} of merchant ${merchantId}`);
  return openPaymentSession(db, order, store, card);
}
