import { storeMoneyFormat } from "#contracts/display-locale";
import { SLUG_PATTERN } from "#contracts/slug";
import { storeDisplayName } from "#contracts/storefront";
import type { Db, Tx } from "#server/db/client";
import { missingStore } from "#server/modules/storefront/service";
import { toTradingSettings } from "#server/modules/trading/service";
import { requireDeliverable } from "#server/modules/zones/service";
import { storeCountry } from "#server/phones/whatsapp-phone";
import { toOrderLimits } from "./order-limits";
import type { StoreTerms } from "./order-terms";
import { findOrderContext } from "./queries";

/**
 * What a new order is decided from, read in one query: the store ('Store not found' unless it is an
 * approved one; 410 "This store is temporarily unavailable" for a suspended one) and its terms (hours, fulfilment, orders for later, fee: see order-terms.ts), the
 * cart's products as the database has them, and `deliverTo`, which gives the zones that would take
 * the order or refuses it with the zones' message. (A store's own refusals come first: a pharmacy
 * that takes no prescriptions says so whatever the address.) `store.country` is the one its
 * customers' phones are read in, for their key (phone-key.ts).
 */
export async function requireOrderContext(
  db: Db | Tx,
  slug: string,
  productIds: string[],
  location: { lat: number; lng: number } | undefined,
) {
  // A string that cannot be a slug (a NUL, a space...) is just another unknown store.
  const context = SLUG_PATTERN.test(slug)
    ? await findOrderContext(db, slug, productIds, location)
    : undefined;
  // A suspended store refuses new orders with its 410 (issue 47); an unknown one stays a 404.
  if (!context) throw await missingStore(db, slug);
  const settings = toTradingSettings(context);
  const terms: StoreTerms = {
    name: storeDisplayName(context),
    hours: settings,
    offer: settings.fulfilment,
    scheduled: settings.scheduledOrders,
    deliveryFee: settings.deliveryFee,
    money: storeMoneyFormat(context),
  };
  return {
    store: {
      id: context.id,
      /** The store's currency and locale: the order's amounts are in its currency (decision 0067). */
      money: terms.money,
      languages: context.languages,
      defaultLanguage: context.defaultLanguage,
      acceptsPrescriptions: context.acceptsPrescriptions,
      prescriptionsWhileClosed: context.prescriptionsWhileClosed,
      country: storeCountry(context),
      /** What a card payment page names and charges (payments/payment-sessions.ts). */
      payments: {
        id: context.id,
        name: terms.name,
        slug: context.businessSlug,
        businessType: context.businessType,
        acceptsCash: context.acceptsCash,
        acceptsCard: context.acceptsCard,
        cardProvider: context.cardProvider,
        captureOn: context.captureOn,
        unpaidExpiryMinutes: context.unpaidExpiryMinutes,
        stripeAccountId: context.stripeAccountId,
        stripeChargesEnabled: context.stripeChargesEnabled,
        // Issue 46: Razorpay and UPI (INR stores).
        currency: context.currency,
        acceptsRazorpay: context.acceptsRazorpay,
        acceptsUpi: context.acceptsUpi,
        razorpayKeyId: context.razorpayKeyId,
        upiVpa: context.upiVpa,
        upiPayeeName: context.upiPayeeName,
      },
    },
    limits: toOrderLimits(context),
    terms,
    products: context.products,
    deliverTo: () =>
      requireDeliverable(
        { candidates: context.zones, hasDeliveryArea: context.hasDeliveryArea },
        location,
        context.currency,
      ),
  };
}
