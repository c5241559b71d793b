// A store's trading day: whether it takes orders at an instant, and when that next changes. Pure and
// without zod, so that the storefront can import it as well as the server. Wall times come from
// Intl.DateTimeFormat in the store's time zone, so daylight-saving changes need no table of ours.

import type { Translate } from "./i18n/format-message";
import { clockText, DAY_MS, dayText, minutesOf, momentText } from "./local-time-text";

export { DAY_MS, minutesOf };

/** One opening range: `day` 0 is Sunday; `closes` at or before `opens` ends on the next day. */
export interface TOpeningRange {
  day: number;
  opens: string;
  closes: string;
}

export interface TTradingHours {
  /** IANA name, e.g. "America/New_York". */
  timeZone: string;
  /** Empty: no hours set, open around the clock. */
  openingHours: TOpeningRange[];
  /** Local dates "YYYY-MM-DD": no range that opens on such a date happens. */
  closures: string[];
  /** ISO instant; no orders before it. */
  pausedUntil: string | null;
}

/** A store-local moment to show: "closes 22:00", "opens Tue 09:00". */
export interface TLocalMoment {
  day: number;
  time: string;
}

export interface TTradingState {
  openNow: boolean;
  /** Paused by the merchant (it may also be outside its hours). */
  paused: boolean;
  /** When `openNow` next changes (epoch ms), or null when it never does. */
  changesAt: number | null;
  /** Store-local time of that change: `closesAt` when open, `opensAt` when closed. */
  closesAt: TLocalMoment | null;
  opensAt: TLocalMoment | null;
}

export const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;
const WEEK_MINUTES = 7 * DAY_MINUTES;
/** No hours set: each day one range around the clock, so closures still apply. */
const ALL_DAY: RangeMinutes[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: 0, ends: DAY_MINUTES }));

/** A range in minutes from its day's midnight; `ends` past 1440 runs into the next day. */
export interface RangeMinutes {
  day: number;
  opens: number;
  ends: number;
}

export const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

function rangeMinutes(range: TOpeningRange): RangeMinutes {
  const opens = minutesOf(range.opens);
  const closes = minutesOf(range.closes);
  return { day: range.day, opens, ends: closes > opens ? closes : closes + DAY_MINUTES };
}

const dateTimes = new Map<string, Intl.DateTimeFormat>();

/**
 * "Nov 24, 2026, 12:05 PM" in the store's time zone, as `locale` writes it (a US store's; "24 Nov
 * 2026, 12:05" in Britain): what the store's clock said (mails, messages).
 */
export function storeDateTime(at: Date, timeZone: string, locale: string): string {
  const key = `${timeZone}|${locale}`;
  let formatter = dateTimes.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: "medium", timeStyle: "short" });
    dateTimes.set(key, formatter);
  }
  return formatter.format(at);
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isTimeZone(name: string): boolean {
  try {
    formatterFor(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * Walls already read, by zone and minute: an order's checks (open now, the slots, the next opening)
 * read the same minutes again and again, and formatToParts is the costly part of each (issue 44).
 * Offsets are whole minutes, so every instant of a minute reads the same wall.
 */
const walls = new Map<string, number>();
const WALLS_KEPT = 10_000;

/** The wall clock in `timeZone` at `instant`, as if it were UTC, to the minute (epoch ms). */
export function wallAt(timeZone: string, instant: number): number {
  const key = `${timeZone} ${Math.floor(instant / MINUTE_MS)}`;
  const known = walls.get(key);
  if (known !== undefined) return known;
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant))
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  if (walls.size >= WALLS_KEPT) walls.clear();
  walls.set(key, wall);
  return wall;
}

/**
 * The first instant whose wall clock reads `wall` (the earlier one when clocks go back), or, for a
 * time skipped when clocks go forward, the instant of the jump (the first wall time after it).
 */
export function instantOfWall(timeZone: string, wall: number): number {
  const offsets = [
    wallAt(timeZone, wall - DAY_MS / 2) - (wall - DAY_MS / 2),
    wallAt(timeZone, wall + DAY_MS / 2) - (wall + DAY_MS / 2),
  ];
  const candidates = offsets.map((offset) => wall - offset);
  const exact = candidates.filter((instant) => wallAt(timeZone, instant) === wall);
  if (exact.length > 0) return Math.min(...exact);
  let [low, high] = [Math.min(...candidates), Math.max(...candidates)];
  while (high - low > MINUTE_MS) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
    if (wallAt(timeZone, middle) >= wall) high = middle;
    else low = middle;
  }
  return high;
}

export const dateOf = (dayNumber: number) => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
export const weekdayOf = (dayNumber: number) => new Date(dayNumber * DAY_MS).getUTCDay();

export function rangesOf(hours: TTradingHours) {
  return hours.openingHours.length === 0 ? ALL_DAY : hours.openingHours.map(rangeMinutes);
}

function isOpenAt(hours: TTradingHours, ranges: RangeMinutes[], closed: Set<string>, instant: number) {
  if (hours.pausedUntil && instant < Date.parse(hours.pausedUntil)) return false;
  const wall = wallAt(hours.timeZone, instant);
  const today = Math.floor(wall / DAY_MS);
  const minute = (wall - today * DAY_MS) / MINUTE_MS;
  // A range belongs to the day it opens: today's, or yesterday's running past midnight.
  return [today, today - 1].some((day) => {
    if (closed.has(dateOf(day))) return false;
    const offset = (today - day) * DAY_MINUTES + minute;
    return ranges.some((r) => r.day === weekdayOf(day) && r.opens <= offset && offset < r.ends);
  });
}

/** Every instant at which a range opens or ends, on local days [from, to), and the pause's end. */
function edges(hours: TTradingHours, ranges: RangeMinutes[], from: number, to: number): number[] {
  const found = hours.pausedUntil ? [Date.parse(hours.pausedUntil)] : [];
  if (hours.openingHours.length === 0) {
    // Open around the clock: only a midnight where a closure starts or ends can change anything.
    // (Every midnight of a year would cost an order tens of milliseconds of time-zone arithmetic.)
    if (hours.closures.length === 0) return found;
    const closed = new Set(hours.closures);
    for (let day = from; day < to; day++)
      if (closed.has(dateOf(day)) !== closed.has(dateOf(day - 1)))
        found.push(instantOfWall(hours.timeZone, day * DAY_MS));
    return found.sort((a, b) => a - b);
  }
  for (let day = from; day < to; day++)
    for (const r of ranges)
      if (r.day === weekdayOf(day))
        for (const minute of [r.opens, r.ends])
          found.push(instantOfWall(hours.timeZone, day * DAY_MS + minute * MINUTE_MS));
  return found.sort((a, b) => a - b);
}

/** A week covers every weekly range; a long closure (a holiday month) needs up to a year. */
const LOOK_AHEAD_DAYS = [8, 400];

export function tradingState(hours: TTradingHours, instant: number): TTradingState {
  const ranges = rangesOf(hours);
  const closed = new Set(hours.closures);
  const openNow = isOpenAt(hours, ranges, closed, instant);
  const paused = hours.pausedUntil !== null && instant < Date.parse(hours.pausedUntil);
  const today = Math.floor(wallAt(hours.timeZone, instant) / DAY_MS);
  let changesAt: number | null = null;
  for (const days of LOOK_AHEAD_DAYS) {
    const next = edges(hours, ranges, today - 1, today + days).find(
      (edge) => edge > instant && isOpenAt(hours, ranges, closed, edge) !== openNow,
    );
    if (next !== undefined) {
      changesAt = next;
      break;
    }
  }
  const moment = changesAt === null ? null : localMoment(hours.timeZone, changesAt);
  return {
    openNow,
    paused,
    changesAt,
    // "closes 00:00" names no day: said only when the closing is within the next 24 hours.
    closesAt: openNow && changesAt !== null && changesAt - instant < DAY_MS ? moment : null,
    opensAt: openNow ? null : moment,
  };
}

export function localMoment(timeZone: string, instant: number): TLocalMoment {
  const wall = wallAt(timeZone, instant);
  const day = Math.floor(wall / DAY_MS);
  return { day: weekdayOf(day), time: timeOf((wall - day * DAY_MS) / MINUTE_MS) };
}

/**
 * "Open now · closes 10:00 PM", "Closed · opens Tue 9:00 AM" (a US store; "22:00" and "Tue 09:00"
 * where the clock has 24 hours), or without the change when there is none.
 */
export function tradingLine(
  state: Pick<TTradingState, "openNow" | "closesAt" | "opensAt">,
  locale: string,
  t: Translate,
): string {
  if (state.openNow)
    return state.closesAt
      ? t("hours.openNowCloses", { time: clockText(state.closesAt.time, locale) })
      : t("hours.openNow");
  return state.opensAt
    ? t("hours.closedOpens", { when: momentText(state.opensAt, locale) })
    : t("hours.closed");
}

/**
 * An instant as the store's clock shows it, in `locale`: "Tue 6:30 PM" (a US store; "Tue 18:30"
 * on a 24-hour clock), with its date, "Sun, Nov 29, 6:30 PM", or the time alone, "6:30 PM". The
 * store's zone, else the browser's; a zone this runtime does not know reads as UTC, a clock the
 * server also uses.
 */
export function storeClockText(
  iso: string,
  timeZone: string | undefined,
  locale: string,
  form: "weekday" | "date" | "time" = "weekday",
): string {
  const instant = Date.parse(iso);
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  let wall: number;
  try {
    wall = wallAt(zone, instant);
  } catch {
    wall = wallAt("UTC", instant);
  }
  const day = Math.floor(wall / DAY_MS);
  const time = timeOf((wall - day * DAY_MS) / MINUTE_MS);
  if (form === "time") return clockText(time, locale);
  if (form === "date") return `${dayText(day, locale)}, ${clockText(time, locale)}`;
  return momentText({ day: weekdayOf(day), time }, locale);
}

/** Why an order is refused now, or null when the store takes orders. */
export function orderRefusal(
  storeName: string,
  hours: TTradingHours,
  instant: number,
  locale: string,
): string | null {
  const state = tradingState(hours, instant);
  if (state.openNow) return null;
  const opens = state.opensAt ? momentText(state.opensAt, locale) : null;
  if (!state.paused) return `${storeName} is closed right now.${opens ? ` It opens ${opens}.` : ""}`;
  // A short pause reads "after 20:30"; the day is named when it is not today's.
  const later =
    state.opensAt &&
    state.changesAt! - instant < DAY_MS &&
    state.opensAt.day === localMoment(hours.timeZone, instant).day
      ? clockText(state.opensAt.time, locale)
      : opens;
  return `${storeName} is not taking orders right now.${later ? ` Try again after ${later}.` : ""}`;
}

/**
 * The first two ranges that overlap, counting a range past midnight into the next day's and
 * Saturday's into Sunday's; null when none do.
 */
export function overlappingRanges(ranges: TOpeningRange[]): [TOpeningRange, TOpeningRange] | null {
  const spans = ranges.map((range) => {
    const r = rangeMinutes(range);
    return { range, start: r.day * DAY_MINUTES + r.opens, end: r.day * DAY_MINUTES + r.ends };
  });
  for (let i = 0; i < spans.length; i++)
    for (let j = i + 1; j < spans.length; j++) {
      const [a, b] = [spans[i]!, spans[j]!];
      const overlaps = [-WEEK_MINUTES, 0, WEEK_MINUTES].some(
        (shift) => a.start < b.end + shift && b.start + shift < a.end,
      );
      if (overlaps) return [a.range, b.range];
    }
  return null;
}

export const rangeLabel = (r: TOpeningRange) => `${WEEKDAYS[r.day]} ${r.opens}-${r.closes}`;
