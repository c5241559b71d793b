import { chooseZone, feeMinor, PRICING_MESSAGES } from "#contracts/delivery-pricing";
import type { TFulfilment, TFulfilmentOffer, TScheduledOrders } from "#contracts/fulfilment";
import { englishText } from "#contracts/i18n/english";
import { type TMoneyFormat, toMinor } from "#contracts/money";
import { localToday, type SlotStart, slotLabel, slotStarts } from "#contracts/order-slots";
import { orderRefusal, type TTradingHours } from "#contracts/trading-hours";
import type { TOrderLocation } from "#contracts/zones";
import { AppError } from "#server/errors";
import type { ZoneCandidate } from "#server/modules/zones/service";
import type { NewOrder } from "./new-order-rows";

// An order's terms, decided by the server from the store's settings: how it is handed over, when,
// and what delivery costs. Pure: the order's one read brings every setting.

export const TERMS_MESSAGES = {
  noPickup: (store: string) => `${store} does not offer pickup. Please choose delivery.`,
  noDelivery: (store: string) => `${store} does not deliver. Please choose pickup.`,
  noScheduling: (store: string) => `${store} does not take orders for later. Please order for now.`,
  slotPast: "That time has passed. Please choose another time.",
  slotTooSoon: (store: string, lead: number) =>
    `That time is too soon: ${store} needs ${lead} minutes to prepare an order. Please choose a later time.`,
  slotUnavailable: (store: string) =>
    `${store} is not taking orders for that time. Please choose one of the times offered.`,
  slotFull: (slot: string, next: string | null) =>
    next
      ? `The ${slot} slot is full. The next free slot is ${next}.`
      : `The ${slot} slot is full, and no later slot is free.`,
} as const;

/** The store's settings an order is decided by. */
export interface StoreTerms {
  name: string;
  hours: TTradingHours;
  offer: TFulfilmentOffer;
  scheduled: TScheduledOrders;
  /** The fee of a store without zones, decimal string. */
  deliveryFee: string;
  /** The store's currency and locale: what the order is priced in and its messages write money in. */
  money: TMoneyFormat;
}

export function requireFulfilment(store: StoreTerms, fulfilment: TFulfilment) {
  if (fulfilment === "pickup" && !store.offer.pickup)
    throw new AppError("CONFLICT", TERMS_MESSAGES.noPickup(store.name));
  if (fulfilment === "delivery" && !store.offer.delivery)
    throw new AppError("CONFLICT", TERMS_MESSAGES.noDelivery(store.name));
}

/**
 * When the order is for: as soon as possible (the store must take orders now), or one of the slots
 * the store offers (it may be closed now: a customer schedules tomorrow's lunch at night). 409 with
 * why for any other time.
 */
export function requireWhen(
  store: StoreTerms,
  scheduledFor: string | null,
  now: number,
): { slot: SlotStart; slots: SlotStart[] } | null {
  if (scheduledFor === null) {
    const closed = orderRefusal(store.name, store.hours, now, store.money.locale);
    if (closed) throw new AppError("CONFLICT", closed);
    return null;
  }
  if (!store.scheduled.enabled) throw new AppError("CONFLICT", TERMS_MESSAGES.noScheduling(store.name));
  const at = Date.parse(scheduledFor);
  if (at <= now) throw new AppError("CONFLICT", TERMS_MESSAGES.slotPast);
  if (at < now + store.scheduled.leadMinutes * 60_000)
    throw new AppError("CONFLICT", TERMS_MESSAGES.slotTooSoon(store.name, store.scheduled.leadMinutes));
  const slots = slotStarts(store.hours, store.scheduled, now);
  const slot = slots.find((s) => s.startsAt === at);
  if (!slot) throw new AppError("CONFLICT", TERMS_MESSAGES.slotUnavailable(store.name));
  return { slot, slots };
}

/** The 409 of a full slot, offering the first later slot that still has room (null: none). */
export function slotFullError(store: StoreTerms, full: SlotStart, next: SlotStart | null, now: number) {
  const today = localToday(store.hours.timeZone, now);
  const nextSlot = next
    ? {
        startsAt: new Date(next.startsAt).toISOString(),
        label: slotLabel(next, today, store.money.locale, englishText),
      }
    : null;
  return new AppError(
    "CONFLICT",
    TERMS_MESSAGES.slotFull(slotLabel(full, today, store.money.locale, englishText), nextSlot?.label ?? null),
    {
      details: { nextSlot },
    },
  );
}

/**
 * What delivery costs (in the store's minor units) and where it goes. Pickup: nothing and nowhere. A store without zones: its
 * store-wide fee, and the point when the customer gave one. A store with zones: the zone chooseZone
 * picks of those holding the point (decision 0027), refused with the amount missing when no zone's
 * minimum is met.
 */
export function priceDelivery(
  store: StoreTerms,
  fulfilment: TFulfilment,
  zones: ZoneCandidate[] | null,
  location: TOrderLocation | undefined,
  subtotal: number,
): { fee: number; delivery: NewOrder["delivery"] } {
  if (fulfilment === "pickup") return { fee: 0, delivery: null };
  const point = location
    ? {
        lat: location.lat,
        lng: location.lng,
        source: location.source ?? null,
        precision: location.precision ?? null,
      }
    : null;
  const { currency } = store.money;
  if (zones === null) {
    return {
      fee: toMinor(store.deliveryFee, currency),
      delivery: point && { ...point, zoneId: null, zoneName: null, etaMinutes: null },
    };
  }
  const chosen = chooseZone(zones, subtotal, currency)!;
  if (chosen.shortfall > 0)
    throw new AppError(
      "CONFLICT",
      PRICING_MESSAGES.belowMinimum(
        chosen.shortfall,
        toMinor(chosen.zone.minimumOrder, currency),
        store.money,
      ),
    );
  const { zone } = chosen;
  return {
    fee: feeMinor(zone, subtotal, currency),
    delivery: { ...point!, zoneId: zone.id, zoneName: zone.name, etaMinutes: zone.etaMinutes },
  };
}
