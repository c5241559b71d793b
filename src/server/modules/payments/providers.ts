import type { CaptureMoment, PaymentProviderName, TStorePayments } from "#contracts/payments";
import type { PaymentSettings } from "#server/config";
import type { Db } from "#server/db/client";
import { type MerchantRow, merchants } from "#server/db/schema/merchants";
import type { PaymentProvider } from "./provider";
import { createTestGateway } from "./test-gateway";

/** The providers this server can use, by name (a store's `card_provider`, an order's `payment_provider`). */
export interface PaymentProviders {
  /** The provider, or null when this server is not set up for it (no STRIPE_SECRET_KEY, gateway off). */
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
  },
): PaymentProviders {
  const byName: Partial<Record<PaymentProviderName, PaymentProvider>> = {};
  if (settings.testGateway) byName.test = createTestGateway(options.db, options.now);
  if (settings.stripe && options.stripe) byName.stripe = options.stripe(settings.stripe);
  return {
    get: (name) =>
      name && Object.hasOwn(byName, name) ? (byName[name as PaymentProviderName] ?? null) : null,
  };
}

/** A store's payment columns: what its checkout offers, and how its cards are taken. */
export const storePaymentColumns = {
  businessType: merchants.businessType,
  acceptsCash: merchants.acceptsCash,
  acceptsCard: merchants.acceptsCard,
  cardProvider: merchants.cardProvider,
  captureOn: merchants.captureOn,
  unpaidExpiryMinutes: merchants.unpaidExpiryMinutes,
  stripeAccountId: merchants.stripeAccountId,
  stripeChargesEnabled: merchants.stripeChargesEnabled,
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

/** The public store answer's `payments`: what its checkout offers now. */
export const paymentsOffered = (
  store: CardSettings & Pick<StorePaymentRow, "acceptsCash">,
  settings: PaymentSettings,
): TStorePayments => ({ cash: store.acceptsCash, card: takesCardsNow(store, settings) });

/** When a store's card money is taken: its choice, or its business type's default (restaurants on confirm). */
export const captureMomentOf = (store: Pick<StorePaymentRow, "captureOn" | "businessType">): CaptureMoment =>
  store.captureOn ?? (store.businessType === "restaurant" ? "confirm" : "checkout");

/** The account a store's charges go on: its connected Stripe account; the test gateway has none. */
export const accountOf = (store: CardSettings): string | null =>
  store.cardProvider === "stripe" ? store.stripeAccountId : null;
