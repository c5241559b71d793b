import { toMinor } from "#contracts/money";
import type { TOrderTracking } from "#contracts/order-management";
import { PAYMENT_MESSAGES, type PaymentStatus } from "#contracts/payments";
import type { PaymentSettings } from "#server/config";
import type { Db } from "#server/db/client";
import type { OrderRow } from "#server/db/schema/orders";
import type { AppDeps } from "#server/deps";
import { AppError } from "#server/errors";
import { requireTrackedOrder, trackOrder } from "#server/modules/orders/service";
import { type CardCheckout, openPaymentSession } from "./payment-sessions";
import { ProviderUnavailable } from "./provider";
import { createProviders, type PaymentProviders, takesCardsNow } from "./providers";
import { findSessionStore } from "./queries";
import { type PaymentDeps, settlePayment } from "./settle-payment";
import { createStripeProvider } from "./stripe-provider";

// Card payments (issue 41, decision 0050). Other modules and routes import this file only: the
// history, the provider errors and the store helpers below are for refunds, capture and the
// webhook (the merchant's money operations and Stripe).
export { withOrderPaymentLease } from "./order-payment-lease";
export {
  movePaymentsFirst,
  paymentMoveOf,
  refundAtProvider,
  refundableMinor,
  refundKeyOf,
} from "./order-payment-moves";
export {
  listPaymentEvents,
  recordPaymentEvents,
  toPaymentEvent,
} from "./payment-history";
export {
  type CardCheckout,
  openOrderPayment,
  type SessionStore,
} from "./payment-sessions";
export type { PaymentProvider } from "./provider";
export { ProviderUnavailable, WebhookRefused } from "./provider";
export {
  captureMomentOf,
  type PaymentProviders,
  paymentsOffered,
  type StorePaymentRow,
  storePaymentColumns,
  takesCardsNow,
} from "./providers";
export { type PaymentDeps, settlePayment } from "./settle-payment";
export { getTestSession, payTestSession } from "./test-gateway";
export { settleUnpaidOrders } from "./unpaid-orders";

/**
 * The registry of one app (its database and clock): made once, unless the app was given one (tests).
 * Stripe's provider joins here (createProviders' `stripe`, from stripe-provider.ts).
 */
const registries = new WeakMap<Db, PaymentProviders>();

/** The payment providers of an app: `deps.providers` when set, else the ones its settings configure. */
export function providersOf(deps: Pick<AppDeps, "db" | "config" | "now" | "providers">): PaymentProviders {
  if (deps.providers) return deps.providers;
  let registry = registries.get(deps.db);
  if (!registry) {
    registry = createProviders(deps.config.payments, {
      db: deps.db,
      now: deps.now,
      stripe: (settings) => createStripeProvider(settings),
    });
    registries.set(deps.db, registry);
  }
  return registry;
}

/** What settling needs, from an app's deps. */
export const paymentDepsOf = (
  deps: Pick<AppDeps, "db" | "config" | "now" | "providers" | "events" | "wakeMail">,
): PaymentDeps => ({
  db: deps.db,
  events: deps.events,
  providers: providersOf(deps),
  now: deps.now,
  wakeMail: deps.wakeMail,
});

/** Statuses where the order's money is taken or held: nothing is left to pay. */
const SETTLED: ReadonlySet<PaymentStatus> = new Set(["authorized", "paid", "partially_refunded", "refunded"]);

/**
 * Whether the tracking page offers "Pay now": the store takes cards now and the order is open and
 * unpaid, and either a quoted prescription order (issue 41, item 8) or a card order whose payment
 * page the shopper left before paying (it is still awaiting payment, so its page is still open).
 */
export function canPayNow(
  order: OrderRow,
  store: Parameters<typeof takesCardsNow>[0],
  settings: PaymentSettings,
) {
  if (!takesCardsNow(store, settings) || order.status === "cancelled" || order.status === "completed")
    return false;
  if (SETTLED.has(order.paymentStatus) || order.paymentFlag !== null) return false;
  if (order.orderType === "prescription") return toMinor(order.totalAmount, order.currency) > 0;
  return (
    order.paymentMethod === "card" && order.paymentStatus === "awaiting_payment" && order.status === "pending"
  );
}

/** Whether the store can take a card now: a quote's mail then offers "Pay now" (issue 41, item 8). */
export async function storeTakesCardsNow(db: Db, settings: PaymentSettings, merchantId: string) {
  const store = await findSessionStore(db, merchantId);
  return store ? takesCardsNow(store, settings) : false;
}

/** The tracking answer with `canPayNow` decided from the store's payment settings. */
export async function trackPayableOrder(
  db: Db,
  settings: PaymentSettings,
  slug: string,
  trackingCode: string,
): Promise<TOrderTracking> {
  const [tracking, { order }] = await Promise.all([
    trackOrder(db, slug, trackingCode),
    requireTrackedOrder(db, slug, trackingCode),
  ]);
  const store = await findSessionStore(db, order.merchantId);
  return { ...tracking, canPayNow: store ? canPayNow(order, store, settings) : false };
}

/**
 * The shopper's return from the payment page (or the success view's poll): a read of the provider
 * for this order, never the shopper's word, then the tracking answer. A provider that cannot be
 * read leaves the order as it is: the waiting view asks again.
 */
export async function checkOrderPayment(
  deps: PaymentDeps & { settings: PaymentSettings },
  slug: string,
  trackingCode: string,
): Promise<TOrderTracking> {
  const { order } = await requireTrackedOrder(deps.db, slug, trackingCode);
  await settlePayment(deps, order.id).catch((err) => {
    if (!(err instanceof ProviderUnavailable)) throw err;
  });
  return trackPayableOrder(deps.db, deps.settings, slug, trackingCode);
}

/**
 * "Pay now" on the tracking page: the hosted page for what is owed. A card order still awaiting
 * payment gets its page back; a quoted prescription order gets a page for the quoted total (a new
 * one when its previous page ended or was for another amount). 409 when there is nothing to pay or
 * the store takes no cards now.
 */
export async function payOrder(
  deps: PaymentDeps & { settings: PaymentSettings },
  slug: string,
  trackingCode: string,
  checkout: Omit<CardCheckout, "providers" | "settings" | "now">,
): Promise<{ redirectUrl: string }> {
  const { order: found } = await requireTrackedOrder(deps.db, slug, trackingCode);
  const store = await findSessionStore(deps.db, found.merchantId);
  if (!store || !takesCardsNow(store, deps.settings))
    throw new AppError("CONFLICT", PAYMENT_MESSAGES.methodNotOffered("card"));
  // What the provider says first: a page paid meanwhile leaves nothing to pay.
  const order =
    (await settlePayment(deps, found.id).catch((err) => {
      if (err instanceof ProviderUnavailable)
        throw new AppError("UNAVAILABLE", PAYMENT_MESSAGES.providerDown);
      throw err;
    })) ?? found;
  if (!canPayNow(order, store, deps.settings)) throw new AppError("CONFLICT", PAYMENT_MESSAGES.nothingToPay);
  const card = { ...checkout, providers: deps.providers, settings: deps.settings, now: deps.now() };
  if (order.orderType === "regular")
    return { redirectUrl: await openPaymentSession(deps.db, order, store, card) };
  const reusable = order.paymentSessionId ? await openSessionFor(deps.providers, order) : false;
  return { redirectUrl: await openPaymentSession(deps.db, order, store, card, !reusable) };
}

/** Whether a quoted order's page is still open for its total now (the quote may have changed). */
async function openSessionFor(providers: PaymentProviders, order: OrderRow): Promise<boolean> {
  const provider = providers.get(order.paymentProvider);
  if (!provider || !order.paymentSessionId) return false;
  const session = await provider.retrieveSession(order.paymentAccount, order.paymentSessionId);
  return (
    session.state === "open" &&
    session.amountCents === toMinor(order.totalAmount, order.currency) &&
    session.currency.toLowerCase() === order.currency.toLowerCase()
  );
}
