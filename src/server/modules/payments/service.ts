import { toMinor } from "#contracts/money";
import type { TOrderTracking } from "#contracts/order-management";
import {
  PAYMENT_MESSAGES,
  type PaymentStatus,
  paidOnProviderPage,
  type TRazorpayReturn,
} from "#contracts/payments";
import type { PaymentSettings } from "#server/config";
import type { Db } from "#server/db/client";
import type { OrderRow } from "#server/db/schema/orders";
import type { AppDeps } from "#server/deps";
import { AppError, notFound } from "#server/errors";
import { owedUpiUrl } from "#server/modules/orders/mappers";
import { requireTrackedOrder, trackOrder } from "#server/modules/orders/service";
import { type CardCheckout, openPaymentSession } from "./payment-sessions";
import { ProviderUnavailable } from "./provider";
import {
  createProviders,
  type PaymentProviders,
  type StorePaymentRow,
  takesCardsNow,
  takesMethodNow,
} from "./providers";
import { findSessionStore } from "./queries";
import { razorpayKeysOf, razorpaySecretsOf } from "./razorpay-keys";
import { createRazorpayProvider } from "./razorpay-provider";
import { returnSignatureOk } from "./razorpay-signatures";
import { type PaymentDeps, settlePayment } from "./settle-payment";
import { createStripeProvider } from "./stripe-provider";
import { upiQrSvg } from "./upi-link";

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
  type NewPaymentEvent,
  recordPaymentEvents,
  toPaymentEvent,
} from "./payment-history";
export {
  type CardCheckout,
  openOrderPayment,
  type SessionStore,
} from "./payment-sessions";
export type { PaymentProvider } from "./provider";
export { ProviderUnavailable } from "./provider";
export {
  captureMomentOf,
  NO_PAYMENT_PROVIDERS,
  type PaymentProviders,
  paymentsOffered,
  type StorePaymentRow,
  storePaymentColumns,
  takesMethodNow,
} from "./providers";
export { type PaymentDeps, settlePayment } from "./settle-payment";
export { getTestSession, payTestSession } from "./test-gateway";
export { keepUpiLink } from "./upi-link";

/** The QR code of a tracked UPI order's link (issue 46); 404 when it is not one awaiting its money. */
export async function trackedUpiQr(db: Db, slug: string, trackingCode: string): Promise<string> {
  const { order } = await requireTrackedOrder(db, slug, trackingCode);
  const url = owedUpiUrl(order);
  if (!url) throw notFound(PAYMENT_MESSAGES.noUpiQr);
  return upiQrSvg(url);
}
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
      razorpay: (settings, secretsKey) =>
        // Razorpay's own clock judges a link's expiry: the wall clock's, not the app's (which a
        // test or a demo may have set elsewhere, APP_CLOCK_START).
        createRazorpayProvider({ apiUrl: settings.apiUrl, keysOf: razorpayKeysOf(deps.db, secretsKey) }),
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
 * Whether the tracking page offers "Pay now": the order is open and unpaid, and either a quoted
 * prescription order of a store that takes cards now (issue 41, item 8), or a card or Razorpay order
 * whose payment page the shopper left before paying (still awaiting payment, so its page is still
 * open), of a store that still takes that method.
 */
export function canPayNow(order: OrderRow, store: StorePaymentRow, settings: PaymentSettings) {
  if (order.status === "cancelled" || order.status === "completed") return false;
  if (SETTLED.has(order.paymentStatus) || order.paymentFlag !== null) return false;
  if (order.orderType === "prescription")
    return takesCardsNow(store, settings) && toMinor(order.totalAmount, order.currency) > 0;
  return (
    paidOnProviderPage(order.paymentMethod) &&
    takesMethodNow(order.paymentMethod, store, settings) &&
    order.paymentStatus === "awaiting_payment" &&
    order.status === "pending"
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
  /** Razorpay's return (its callback's query): checked with the store's key secret first (issue 46). */
  razorpayReturn: TRazorpayReturn | null = null,
): Promise<TOrderTracking> {
  const { order } = await requireTrackedOrder(deps.db, slug, trackingCode);
  if (razorpayReturn) await requireGenuineReturn(deps, order, razorpayReturn);
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
  // A quote is paid by card; an order left on its payment page, by the method it was placed with.
  const method =
    found.orderType === "regular" && paidOnProviderPage(found.paymentMethod) ? found.paymentMethod : "card";
  if (!store || !takesMethodNow(method, store, deps.settings))
    throw new AppError("CONFLICT", PAYMENT_MESSAGES.methodNotOffered(method));
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

/**
 * Razorpay's return is what it says only when its signature is the store's key secret's HMAC of the
 * link, reference, status and payment (Razorpay's Payment Link verification), and it names this
 * order's link. Otherwise it is a 400 and nothing is read or changed: a forged return cannot even
 * make the server call Razorpay. A genuine one still moves nothing itself: settling reads the link.
 */
async function requireGenuineReturn(
  deps: PaymentDeps & { settings: PaymentSettings },
  order: OrderRow,
  back: TRazorpayReturn,
) {
  const secrets =
    order.paymentProvider === "razorpay"
      ? await razorpaySecretsOf(deps.db, deps.settings.secretsKey, order.merchantId)
      : null;
  const genuine =
    secrets?.keySecret &&
    back.razorpay_payment_link_id === order.paymentSessionId &&
    returnSignatureOk(back, secrets.keySecret);
  if (!genuine) throw new AppError("VALIDATION", PAYMENT_MESSAGES.callbackForged);
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
