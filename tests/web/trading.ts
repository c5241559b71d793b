import type { TTradingSettings } from "#contracts/trading-settings";

/** The store's trading settings (GET /api/merchant/trading): round the clock, in New York. */
export const testTrading = (over: Partial<TTradingSettings> = {}): TTradingSettings => ({
  timeZone: "America/New_York",
  openingHours: [],
  closures: [],
  pausedUntil: null,
  fulfilment: { delivery: true, pickup: true },
  scheduledOrders: { enabled: true, slotMinutes: 30, leadMinutes: 30, daysAhead: 2, ordersPerSlot: null },
  deliveryFee: "0.00",
  currency: "USD",
  prescriptionsWhileClosed: false,
  ...over,
});
