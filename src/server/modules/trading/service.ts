import { DEFAULT_SCHEDULED_ORDERS } from "#contracts/fulfilment";
import { toDecimalString } from "#contracts/money";
import { type TTradingHours, tradingState } from "#contracts/trading-hours";
import type { TTradingInput, TTradingSettings } from "#contracts/trading-settings";
import type { Db } from "#server/db/client";
import { keepingCustomersKeyed } from "#server/db/key-customer-phones";
import { AppError } from "#server/errors";
import { findTrading, type TradingPatch, type TradingRow, updateTrading } from "./queries";

// The store's trading day: its time zone, weekly hours, closure dates and pause.

/** The columns, for another module's query that reads a store's trading day with other things. */
/** The store's time zone: its calendar's (today, a code's dates, an export's date) as its hours'. */
export { findTimeZone as storeTimeZone, type TradingRow, tradingColumns } from "./queries";

export function toTradingHours(row: TradingRow): TTradingHours {
  return {
    timeZone: row.timeZone,
    openingHours: row.openingHours,
    closures: row.closures,
    pausedUntil: row.pausedUntil?.toISOString() ?? null,
  };
}

/**
 * Every setting, with defaults filled in for a `scheduled_orders` written by an older release. For
 * the merchant's screen, a pause that ended before `now` reads null: the server's clock decides.
 */
export function toTradingSettings(row: TradingRow, now?: number): TTradingSettings {
  const hours = toTradingHours(row);
  const pauseOver = now !== undefined && hours.pausedUntil !== null && Date.parse(hours.pausedUntil) <= now;
  return {
    ...hours,
    pausedUntil: pauseOver ? null : hours.pausedUntil,
    fulfilment: { delivery: row.offersDelivery, pickup: row.offersPickup },
    scheduledOrders: { ...DEFAULT_SCHEDULED_ORDERS, ...row.scheduledOrders },
    deliveryFee: toDecimalString(row.deliveryFee, row.currency),
    currency: row.currency,
    prescriptionsWhileClosed: row.prescriptionsWhileClosed,
  };
}

export async function getTrading(db: Db, merchantId: string, now?: number): Promise<TTradingSettings> {
  const row = await findTrading(db, merchantId);
  if (!row) throw new AppError("UNAUTHORIZED", "Not authenticated");
  return toTradingSettings(row, now);
}

/** Saves the fields sent; `pauseMinutes` pauses from `now`, `pausedUntil: null` takes orders again. */
export async function updateTradingSettings(
  db: Db,
  merchantId: string,
  input: TTradingInput,
  now: number,
): Promise<TTradingSettings> {
  const { pauseMinutes, pausedUntil, fulfilment, scheduledOrders, ...rest } = input;
  const patch: TradingPatch = { ...rest };
  if (fulfilment) {
    patch.offersDelivery = fulfilment.delivery;
    patch.offersPickup = fulfilment.pickup;
  }
  if (pausedUntil !== undefined) patch.pausedUntil = pausedUntil === null ? null : new Date(pausedUntil);
  if (pauseMinutes !== undefined) patch.pausedUntil = new Date(now + pauseMinutes * 60_000);
  // The time zone may tell what a customer's national number is (decision 0049).
  const row = await keepingCustomersKeyed(db, merchantId, () =>
    updateTrading(db, merchantId, patch, scheduledOrders),
  );
  if (!row) throw new AppError("UNAUTHORIZED", "Not authenticated");
  return toTradingSettings(row, now);
}

/**
 * What the storefront shows of a store's trading day (read with the store): the settings, whether
 * it takes orders at `now`, and when and at what local time that next changes.
 */
export function publicTrading(row: TradingRow, now: number) {
  const { fulfilment, scheduledOrders, deliveryFee, ...hours } = toTradingSettings(row);
  const offer = {
    fulfilment,
    scheduledOrders: { enabled: scheduledOrders.enabled, leadMinutes: scheduledOrders.leadMinutes },
    deliveryFee,
  };
  // The next change travels with the answer, so the storefront shows "closes 22:00" without the
  // time-zone arithmetic in its bundle; the cached answer expires at that change.
  const { openNow, paused, closesAt, opensAt, changesAt } = tradingState(hours, now);
  return { hours: { ...hours, ...offer, openNow, paused, closesAt, opensAt }, changesAt };
}
