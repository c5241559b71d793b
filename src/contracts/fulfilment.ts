// How an order reaches its customer, and orders for later: the names the API, the database and every
// screen share. Pure and zod-free, so the storefront can import it.

import type { Translate } from "./i18n/format-message";

export const FULFILMENTS = ["delivery", "pickup"] as const;
export type TFulfilment = (typeof FULFILMENTS)[number];

/** Where an order's delivery point came from; never silently a city centre (issue 27). */
export const LOCATION_SOURCES = ["pin", "device", "address"] as const;
export type TLocationSource = (typeof LOCATION_SOURCES)[number];

/** A store's orders for later: slots of `slotMinutes` within opening hours, `leadMinutes` ahead at least. */
export interface TScheduledOrders {
  enabled: boolean;
  slotMinutes: number;
  /** The preparation lead time: also a pickup order's ready time. */
  leadMinutes: number;
  /** Today and this many days after it. */
  daysAhead: number;
  /** null: no cap. */
  ordersPerSlot: number | null;
}

export const DEFAULT_SCHEDULED_ORDERS: TScheduledOrders = {
  enabled: false,
  slotMinutes: 30,
  leadMinutes: 30,
  daysAhead: 2,
  ordersPerSlot: null,
};

export const SLOT_MINUTES = [15, 30, 60] as const;
export const MAX_LEAD_MINUTES = 1440;
export const MAX_DAYS_AHEAD = 14;
export const MAX_ORDERS_PER_SLOT = 1000;

/** The store's offer: `{delivery, pickup}`, at least one of them on. */
export interface TFulfilmentOffer {
  delivery: boolean;
  pickup: boolean;
}

/**
 * How a placed order's customer is thanked, on its success page and in its confirmation mail: the
 * spec's words for a delivery, and of pickup for a pickup (issue 42: pickup orders speak of pickup).
 */
export const thankYouLine = (fulfilment: TFulfilment) =>
  fulfilment === "pickup"
    ? "Thank you for your order. We'll prepare it for pickup shortly."
    : "Thank you for your order. We'll prepare it for delivery shortly.";

/** What the tracking page says is to come: a delivery's way to the door, or a pickup's collection. */
export const trackingPromise = (storeName: string, fulfilment: TFulfilment) =>
  fulfilment === "pickup"
    ? `See when ${storeName} confirms it and when it is ready for pickup.`
    : `See when ${storeName} confirms it and when it is on its way.`;

/** What a pickup customer is told: "Ready in about 30 minutes" (the lead time), in the storefront's language with its `t`. */
export const readyLine = (leadMinutes: number, t: Translate) =>
  t("checkout.readyIn", { minutes: leadMinutes });

/** The spec's wording (section on the order success screen), with a zone's time where one is set. */
export const DEFAULT_DELIVERY_ESTIMATE = "30-45";
export const deliveryEstimateLine = (etaMinutes: number | null | undefined, t: Translate) =>
  etaMinutes
    ? t("checkout.estimatedDelivery", { minutes: etaMinutes })
    : t("checkout.estimatedDeliveryRange", { range: DEFAULT_DELIVERY_ESTIMATE });

/** One slot a customer may pick: its start, its store-local time, and whether it still has room. */
export interface TOrderSlot {
  /** ISO instant: what the order request's `scheduledFor` sends back. */
  startsAt: string;
  /** Store-local "18:30". */
  time: string;
  available: boolean;
}

/** GET /api/microsite/{slug}/slots: the store's slots from now to `daysAhead`, by store-local day. */
export interface TOrderSlots {
  enabled: boolean;
  timeZone: string;
  leadMinutes: number;
  days: {
    /** Store-local "2026-11-25". */
    date: string;
    /** "Today", "Tomorrow", or "Thu 27 Nov". */
    label: string;
    slots: TOrderSlot[];
  }[];
}
