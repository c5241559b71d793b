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
