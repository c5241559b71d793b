import type { TLocalMoment } from "./trading-hours";

// The clock's units live here, and trading-hours (which imports this module for its lines of text)
// takes them from here: one definition, and no import cycle at load.
export const DAY_MS = 86_400_000;
/** "09:30" -> 570, minutes from midnight. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Store-local days and times in words, as the reader's locale writes them (decision 0067, issue 45
 * item 2): "2:00 AM" and "Sun, Nov 29" for a US store, "02:00" and "Sun 29 Nov" in Britain, "02:00"
 * for Osaka. The inputs are already the store's wall clock, so every formatter works in UTC.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, kind: "clock" | "weekday" | "day"): Intl.DateTimeFormat {
  const key = `${locale}|${kind}`;
  let made = formatters.get(key);
  if (!made) {
    const options: Intl.DateTimeFormatOptions =
      kind === "clock"
        ? { hour: "numeric", minute: "2-digit" }
        : kind === "weekday"
          ? { weekday: "short" }
          : { weekday: "short", day: "numeric", month: "short" };
    made = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
    // A 24-hour clock reads "02:00", as its region writes it; a 12-hour one "2:00 AM".
    const cycle = made.resolvedOptions().hourCycle;
    if (kind === "clock" && (cycle === "h23" || cycle === "h24"))
      made = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone: "UTC" });
    formatters.set(key, made);
  }
  return made;
}

/** "22:00" -> "10:00 PM" (en-US), "22:00" (en-GB, en-JP). */
export const clockText = (time: string, locale: string): string =>
  formatter(locale, "clock").format(minutesOf(time) * 60_000);

// 1970-01-04 was a Sunday: day 0 of the week, as TOpeningRange counts.
const SUNDAY_MS = 3 * DAY_MS;

/** 0 (Sunday) -> "Sun". */
export const weekdayText = (day: number, locale: string): string =>
  formatter(locale, "weekday").format(SUNDAY_MS + day * DAY_MS);

/** "Tue 9:00 AM": a store-local moment within the week. */
export const momentText = (moment: TLocalMoment, locale: string): string =>
  `${weekdayText(moment.day, locale)} ${clockText(moment.time, locale)}`;

/** A store-local day number (days since 1970-01-01) -> "Sun, Nov 29" (en-US), "Sun 29 Nov" (en-GB). */
export const dayText = (localDay: number, locale: string): string =>
  formatter(locale, "day").format(localDay * DAY_MS);
