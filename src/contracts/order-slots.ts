import type { TScheduledOrders } from "./fulfilment";
import type { Translate } from "./i18n/format-message";
import { clockText, dayText } from "./local-time-text";
import {
  DAY_MS,
  dateOf,
  instantOfWall,
  MINUTE_MS,
  rangesOf,
  type TTradingHours,
  timeOf,
  wallAt,
  weekdayOf,
} from "./trading-hours";

// Orders for later: the slots a store offers, from its opening hours, closures, pause and lead time.
// Pure (no zod), shared by the slots answer and the order's check, so both agree on every slot.

export interface SlotStart {
  /** Epoch ms. */
  startsAt: number;
  /** The store-local day number (days since 1970-01-01 on the store's wall clock) and time. */
  localDay: number;
  time: string;
}

/**
 * Every slot from `now` through `daysAhead` store-local days after today, oldest first: each opening
 * range is cut into slots of `slotMinutes` from its opening (a slot ends by the range's end; a range
 * shorter than a slot still has one), on days that are not closures (a range belongs to the day it
 * opens), not while paused, and at least `leadMinutes` from now.
 */
export function slotStarts(hours: TTradingHours, scheduled: TScheduledOrders, now: number): SlotStart[] {
  const earliest = now + scheduled.leadMinutes * MINUTE_MS;
  const pausedUntil = hours.pausedUntil ? Date.parse(hours.pausedUntil) : 0;
  const today = Math.floor(wallAt(hours.timeZone, now) / DAY_MS);
  const closed = new Set(hours.closures);
  const ranges = rangesOf(hours);
  const found = new Map<number, SlotStart>();
  // Yesterday's range may run past midnight into today.
  for (let day = today - 1; day <= today + scheduled.daysAhead; day++) {
    if (closed.has(dateOf(day))) continue;
    for (const range of ranges) {
      if (range.day !== weekdayOf(day)) continue;
      for (let minute = range.opens; minute < range.ends; minute += scheduled.slotMinutes) {
        if (minute !== range.opens && minute + scheduled.slotMinutes > range.ends) break;
        const wall = day * DAY_MS + minute * MINUTE_MS;
        const localDay = Math.floor(wall / DAY_MS);
        if (localDay < today || localDay > today + scheduled.daysAhead) continue;
        const startsAt = instantOfWall(hours.timeZone, wall);
        // A wall time skipped when clocks go forward has no slot of its own.
        if (wallAt(hours.timeZone, startsAt) !== wall) continue;
        if (startsAt < earliest || startsAt < pausedUntil) continue;
        found.set(startsAt, { startsAt, localDay, time: timeOf((wall - localDay * DAY_MS) / MINUTE_MS) });
      }
    }
  }
  return [...found.values()].sort((a, b) => a.startsAt - b.startsAt);
}

/**
 * "Today", "Tomorrow", or "Thu, Nov 27" (a US store; "Thu 27 Nov" in Britain), for a store-local day
 * number; in the storefront's language with its `t` (English by default: the server's answers).
 */
export function slotDayLabel(localDay: number, today: number, locale: string, t: Translate): string {
  if (localDay === today) return t("checkout.slotToday");
  if (localDay === today + 1) return t("checkout.slotTomorrow");
  return dayText(localDay, locale);
}

/** The store-local day number of `now`. */
export const localToday = (timeZone: string, now: number) => Math.floor(wallAt(timeZone, now) / DAY_MS);

/** "Thu, Nov 27 6:30 PM" (or "Today 6:30 PM"; "Thu 27 Nov 18:30" in Britain): a slot in a message. */
export const slotLabel = (slot: SlotStart, today: number, locale: string, t: Translate) =>
  t("checkout.slotDayTime", {
    day: slotDayLabel(slot.localDay, today, locale, t),
    time: clockText(slot.time, locale),
  });
