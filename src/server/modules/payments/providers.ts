import type { CaptureMoment, PaymentMethod, PaymentProviderName, TStorePayments } from "#contracts/payments";
import type { PaymentSettings } from "#server/config";
import type { Db } from "#server/db/client";
import { type MerchantRow, merchants } from "#server/db/schema/merchants";
import type { PaymentProvider } from "./provider";
import { createTestGateway } from "./test-gateway";

/** The providers this server can use, by name (a store's `card_provider`, an order's `payment_provider`). */
export interface PaymentProviders {
  /**
   * The provider, or null when this server is not set up for it (no STRIPE_SECRET_KEY, gateway off,
   * no SECRETS_KEY for Razorpay).
   */
  get(name: string | null | undefined): PaymentProvider | null;
}

/**
 * The registry (decision 0050): one entry per provider this server is configured for. A second real
 * provider (Razorpay, issue 46) adds one line here and its own file. Stripe's entry is made by
 * stripe-provider.ts (`stripe` below); without STRIPE_SECRET_KEY there is none.
 */
export function createProviders(
  settings: PaymentSettings,
  options: {
    db: Db;
    /** The app's clock: when the test gateway's sessions expire. */
    now: () => number;
    /** Stripe's provider, built from `settings.stripe` (stripe-provider.ts). */
    stripe?: (stripe: NonNullable<PaymentSettings["stripe"]>) => PaymentProvider;
    /** Razorpay's, on each merchant's own keys (razorpay-provider.ts); only with SECRETS_KEY. */
    razorpay?: (settings: PaymentSettings["razorpay"], secretsKey: Buffer) => PaymentProvider;
  },
): PaymentProviders {
  const byName: Partial<Record<PaymentProviderName, PaymentProvider>> = {};
  if (settings.testGateway) byName.test = createTestGateway(options.db, options.now);
  if (settings.stripe && options.stripe) byName.stripe = options.stripe(settings.stripe);
  if (settings.secretsKey && options.razorpay)
    byName.razorpay = options.razorpay(settings.razorpay, settings.secretsKey);
  return {
    get: (name) =>
      name && Object.hasOwn(byName, name) ? (byName[name as PaymentProviderName] ?? null) : null,
  };
}

/** A store's payment columns: what its checkout offers, and how its cards are taken. */
export const storePaymentColumns = {
  businessType: merchants.businessType,
  currency: merchants.currency,
  acceptsCash: merchants.acceptsCash,
  acceptsCard: merchants.acceptsCard,
  cardProvider: merchants.cardProvider,
  captureOn: merchants.captureOn,
  unpaidExpiryMinutes: merchants.unpaidExpiryMinutes,
  stripeAccountId: merchants.stripeAccountId,
  stripeChargesEnabled: merchants.stripeChargesEnabled,
  acceptsRazorpay: merchants.acceptsRazorpay,
  acceptsUpi: merchants.acceptsUpi,
  razorpayKeyId: merchants.razorpayKeyId,
  upiVpa: merchants.upiVpa,
  upiPayeeName: merchants.upiPayeeName,
};
export type StorePaymentRow = Pick<MerchantRow, keyof typeof storePaymentColumns>;

/** What decides whether a store takes cards now: its settings and, for Stripe, its account. */
export type CardSettings = Pick<
  StorePaymentRow,
  "acceptsCard" | "cardProvider" | "stripeAccountId" | "stripeChargesEnabled"
>;

/**
 * Whether the store's checkout offers cards now: it chose to, and its provider can take charges
 * (Stripe: configured here and the store's account charges-enabled; the test gateway: switched on).
 */
export function takesCardsNow(store: CardSettings, settings: PaymentSettings): boolean {
  if (!store.acceptsCard) return false;
  if (store.cardProvider === "test") return settings.testGateway;
  return settings.stripe !== null && store.stripeAccountId !== null && store.stripeChargesEnabled;
}

/** What decides whether a store takes Razorpay and UPI now (issue 46). */
export type IndiaSettings = Pick<
  StorePaymentRow,
  "currency" | "acceptsRazorpay" | "acceptsUpi" | "razorpayKeyId" | "upiVpa"
>;

/**
 * Razorpay now: an INR store that chose it, with its keys kept (they were checked with Razorpay when
 * it was switched on), on a server that can open them (SECRETS_KEY).
 */
export const takesRazorpayNow = (store: IndiaSettings, settings: PaymentSettings): boolean =>
  store.currency === "INR" &&
  store.acceptsRazorpay &&
  store.razorpayKeyId !== null &&
  settings.secretsKey !== null;

/** UPI now: an INR store that chose it, with its UPI ID. */
export const takesUpiNow = (store: IndiaSettings): boolean =>
  store.currency === "INR" && store.acceptsUpi && store.upiVpa !== null;

/** The public store answer's `payments`: what its checkout offers now. */
export const paymentsOffered = (
  store: CardSettings & IndiaSettings & Pick<StorePaymentRow, "acceptsCash">,
  settings: PaymentSettings,
): TStorePayments => ({
  cash: store.acceptsCash,
  card: takesCardsNow(store, settings),
  razorpay: takesRazorpayNow(store, settings),
  upi: takesUpiNow(store),
});

/** Whether the store's checkout takes `method` now. */
export const takesMethodNow = (
  method: PaymentMethod,
  store: CardSettings & IndiaSettings & Pick<StorePaymentRow, "acceptsCash">,
  settings: PaymentSettings,
): boolean => paymentsOffered(store, settings)[method];

/** A server that takes no online payments (the public answer's default where no settings are given). */
export const NO_PAYMENT_PROVIDERS: PaymentSettings = {
  stripe: null,
  testGateway: false,
  razorpay: { apiUrl: "https://api.razorpay.com" },
  secretsKey: null,
};

/** When a store's card money is taken: its choice, or its business type's default (restaurants on confirm). */
export const captureMomentOf = (store: Pick<StorePaymentRow, "captureOn" | "businessType">): CaptureMoment =>
  store.captureOn ?? (store.businessType === "restaurant" ? "confirm" : "checkout");

/** The account a store's card charges go on: its connected Stripe account; the test gateway has none. */
export const accountOf = (store: CardSettings): string | null =>
  store.cardProvider === "stripe" ? store.stripeAccountId : null;

/**
 * The provider and account an order paid by `method` on a provider's page goes through: a card, the
 * store's card provider; Razorpay, the store's own keys, named by its merchant id (razorpay-keys.ts).
 */
export const pageProviderOf = (
  method: "card" | "razorpay",
  store: CardSettings & { id: string },
): { provider: PaymentProviderName; account: string | null } =>
  method === "razorpay"
    ? { provider: "razorpay", account: store.id }
    : { provider: store.cardProvider, account: accountOf(store) };
