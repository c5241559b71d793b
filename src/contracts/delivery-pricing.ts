import { formatMoney, fromCents, toCents } from "./money";

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
  belowMinimum: (missing: number, minimum: number) =>
    `Add ${formatMoney(missing)} more to order delivery here: the minimum order is ${formatMoney(minimum)}.`,
} as const;

/** The fee for a subtotal: the zone's, or nothing once the subtotal reaches "free delivery above". */
export function feeCents(pricing: Pick<TZonePricing, "deliveryFee" | "freeDeliveryOver">, subtotal: number) {
  if (pricing.freeDeliveryOver !== null && subtotal >= toCents(pricing.freeDeliveryOver)) return 0;
  return toCents(pricing.deliveryFee);
}

/** How much is missing to reach the zone's minimum (0 when it is reached). */
export const shortfallCents = (pricing: Pick<TZonePricing, "minimumOrder">, subtotal: number) =>
  Math.max(0, toCents(pricing.minimumOrder) - subtotal);

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
): { zone: Z; shortfall: number } | null {
  if (zones.length === 0) return null;
  if (subtotal === null) {
    const zone = zones.reduce((best, z) => (toCents(z.deliveryFee) < toCents(best.deliveryFee) ? z : best));
    return { zone, shortfall: 0 };
  }
  const meeting = zones.filter((z) => shortfallCents(z, subtotal) === 0);
  if (meeting.length === 0) {
    const zone = zones.reduce((best, z) =>
      shortfallCents(z, subtotal) < shortfallCents(best, subtotal) ? z : best,
    );
    return { zone, shortfall: shortfallCents(zone, subtotal) };
  }
  const zone = meeting.reduce((best, z) => (feeCents(z, subtotal) < feeCents(best, subtotal) ? z : best));
  return { zone, shortfall: 0 };
}

/** The three amounts the checkout shows and the order keeps: subtotal + deliveryFee = total. */
export interface TOrderAmounts {
  subtotal: string;
  deliveryFee: string;
  total: string;
}

export const orderAmounts = (subtotal: number, fee: number): TOrderAmounts => ({
  subtotal: fromCents(subtotal),
  deliveryFee: fromCents(fee),
  total: fromCents(subtotal + fee),
});

/**
 * From what subtotal every delivery the store makes is free (issue 42: only true promises), as a
 * 2-decimal string: "0.00" when delivery is always free, null when no such amount holds everywhere
 * (a zone that never delivers free, a store-wide fee, or no delivery at all). With zones, the highest
 * of their free-above amounts, a zone without a fee counting as free from 0: "over $60" is then true
 * in every area, where the lowest zone's "$40" would not be.
 */
export function storeFreeDeliveryOver(
  offersDelivery: boolean,
  storeFee: string,
  zones: readonly Pick<TZonePricing, "deliveryFee" | "freeDeliveryOver">[] | null,
): string | null {
  if (!offersDelivery) return null;
  if (zones === null || zones.length === 0) return toCents(storeFee) === 0 ? fromCents(0) : null;
  let highest = 0;
  for (const zone of zones) {
    if (toCents(zone.deliveryFee) === 0) continue;
    if (zone.freeDeliveryOver === null) return null;
    highest = Math.max(highest, toCents(zone.freeDeliveryOver));
  }
  return fromCents(highest);
}

/** "$60" for whole dollars, as the spec writes its promise; "$12.50" otherwise. */
const promiseAmount = (cents: number) => (cents % 100 === 0 ? `$${cents / 100}` : formatMoney(cents));

/**
 * The product page's delivery promise from the store's terms (storeFreeDeliveryOver): "Free delivery
 * on orders over $60", "Free delivery on every order", or null (no promise) when delivery is never
 * free everywhere. Free over $50 reads exactly as the spec's line.
 */
export function freeDeliveryLine(freeDeliveryOver: string | null): string | null {
  if (freeDeliveryOver === null) return null;
  const cents = toCents(freeDeliveryOver);
  if (cents === 0) return "Free delivery on every order";
  return `Free delivery on orders over ${promiseAmount(cents)}`;
}
