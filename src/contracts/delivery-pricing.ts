import { formatMoney, formatMoneyShort, fromMinor, type TMoneyFormat, toMinor } from "./money";

// What delivering an order costs, decided by the server and shown by the checkout. Pure and zod-free.

/** A zone's prices as the API gives them: decimal strings, minutes. */
export interface TZonePricing {
  deliveryFee: string;
  minimumOrder: string;
  /** Delivery is free when the subtotal reaches this; null: never free. */
  freeDeliveryOver: string | null;
  /** Estimated delivery time; null: the spec's 30-45 minutes. */
  etaMinutes: number | null;
}

export const PRICING_MESSAGES = {
  belowMinimum: (missing: number, minimum: number, money: TMoneyFormat) =>
    `Add ${formatMoney(missing, money)} more to order delivery here: the minimum order is ${formatMoney(minimum, money)}.`,
} as const;

/**
 * The fee for a subtotal (both in the currency's minor units): the zone's, or nothing once the
 * subtotal reaches "free delivery above".
 */
export function feeMinor(
  pricing: Pick<TZonePricing, "deliveryFee" | "freeDeliveryOver">,
  subtotal: number,
  currency: string,
) {
  if (pricing.freeDeliveryOver !== null && subtotal >= toMinor(pricing.freeDeliveryOver, currency)) return 0;
  return toMinor(pricing.deliveryFee, currency);
}

/** How much is missing to reach the zone's minimum (0 when it is reached). */
export const shortfallMinor = (
  pricing: Pick<TZonePricing, "minimumOrder">,
  subtotal: number,
  currency: string,
) => Math.max(0, toMinor(pricing.minimumOrder, currency) - subtotal);

/**
 * Which of the active zones that hold a location prices an order (decision 0027): among the zones
 * whose minimum the subtotal meets, the lowest fee for this subtotal wins (after "free delivery
 * above"); a tie goes to the zone listed first (the oldest). When no zone's minimum is met, the zone
 * with the smallest shortfall is returned, so the customer is told the least they must add. Without a
 * subtotal (a delivery check before the cart is known), the lowest fee wins.
 */
export function chooseZone<Z extends TZonePricing>(
  zones: readonly Z[],
  subtotal: number | null,
  currency: string,
): { zone: Z; shortfall: number } | null {
  if (zones.length === 0) return null;
  const fee = (z: Z) => toMinor(z.deliveryFee, currency);
  if (subtotal === null) {
    const zone = zones.reduce((best, z) => (fee(z) < fee(best) ? z : best));
    return { zone, shortfall: 0 };
  }
  const shortfall = (z: Z) => shortfallMinor(z, subtotal, currency);
  const meeting = zones.filter((z) => shortfall(z) === 0);
  if (meeting.length === 0) {
    const zone = zones.reduce((best, z) => (shortfall(z) < shortfall(best) ? z : best));
    return { zone, shortfall: shortfall(zone) };
  }
  const feeFor = (z: Z) => feeMinor(z, subtotal, currency);
  const zone = meeting.reduce((best, z) => (feeFor(z) < feeFor(best) ? z : best));
  return { zone, shortfall: 0 };
}

/** The three amounts the checkout shows and the order keeps: subtotal + deliveryFee = total. */
export interface TOrderAmounts {
  subtotal: string;
  deliveryFee: string;
  total: string;
}

export const orderAmounts = (subtotal: number, fee: number, currency: string): TOrderAmounts => ({
  subtotal: fromMinor(subtotal, currency),
  deliveryFee: fromMinor(fee, currency),
  total: fromMinor(subtotal + fee, currency),
});

/**
 * From what subtotal every delivery the store makes is free (issue 42: only true promises), as a
 * decimal string: zero when delivery is always free, null when no such amount holds everywhere
 * (a zone that never delivers free, a store-wide fee, or no delivery at all). With zones, the highest
 * of their free-above amounts, a zone without a fee counting as free from 0: "over $60" is then true
 * in every area, where the lowest zone's "$40" would not be.
 */
export function storeFreeDeliveryOver(
  offersDelivery: boolean,
  storeFee: string,
  zones: readonly Pick<TZonePricing, "deliveryFee" | "freeDeliveryOver">[] | null,
  currency: string,
): string | null {
  if (!offersDelivery) return null;
  if (zones === null || zones.length === 0)
    return toMinor(storeFee, currency) === 0 ? fromMinor(0, currency) : null;
  let highest = 0;
  for (const zone of zones) {
    if (toMinor(zone.deliveryFee, currency) === 0) continue;
    if (zone.freeDeliveryOver === null) return null;
    highest = Math.max(highest, toMinor(zone.freeDeliveryOver, currency));
  }
  return fromMinor(highest, currency);
}

/**
 * The product page's delivery promise from the store's terms (storeFreeDeliveryOver): "Free delivery
 * on orders over $60", "Free delivery on every order", or null (no promise) when delivery is never
 * free everywhere. Free over $50 reads exactly as the spec's line.
 */
export function freeDeliveryLine(freeDeliveryOver: string | null, money: TMoneyFormat): string | null {
  if (freeDeliveryOver === null) return null;
  const minor = toMinor(freeDeliveryOver, money.currency);
  if (minor === 0) return "Free delivery on every order";
  return `Free delivery on orders over ${formatMoneyShort(minor, money)}`;
}
