import type { TOpeningRange } from "#contracts/trading-hours";

/**
 * The Settings tab's opening-hours editor works on a week of days, each with its ranges; the API
 * (GET/PUT /api/merchant/trading) keeps one flat list of `{day, opens, closes}` (day 0 is Sunday).
 */
export type HoursRange = TOpeningRange;

/** The days as a week is read here: Monday first. */
export const WEEK = [
  { day: 1, name: "Monday" },
  { day: 2, name: "Tuesday" },
  { day: 3, name: "Wednesday" },
  { day: 4, name: "Thursday" },
  { day: 5, name: "Friday" },
  { day: 6, name: "Saturday" },
  { day: 0, name: "Sunday" },
] as const;

/** What a new range starts as: a shop's usual day. */
export const DEFAULT_RANGE = { opens: "09:00", closes: "17:00" } as const;

export const rangesOf = (hours: HoursRange[], day: number) => hours.filter((range) => range.day === day);

/** The week in the API's order: by day, then by opening time. */
export const sortHours = (hours: HoursRange[]) =>
  [...hours].sort((a, b) => a.day - b.day || a.opens.localeCompare(b.opens));

/** Adds a range to `day`: after its last one when there is one (an evening after a lunch), else the default. */
export function addRange(hours: HoursRange[], day: number): HoursRange[] {
  const last = rangesOf(hours, day).at(-1);
  const next = last
    ? { opens: last.closes, closes: last.closes < "22:00" ? "22:00" : "23:59" }
    : DEFAULT_RANGE;
  return sortHours([...hours, { day, ...next }]);
}

/** Replaces the `index`th range of `day` (in the day's own order). */
export function updateRange(hours: HoursRange[], day: number, index: number, change: Partial<HoursRange>) {
  const target = rangesOf(hours, day)[index];
  return hours.map((range) => (range === target ? { ...range, ...change } : range));
}

export function removeRange(hours: HoursRange[], day: number, index: number): HoursRange[] {
  const target = rangesOf(hours, day)[index];
  return hours.filter((range) => range !== target);
}

/** Every day gets `day`'s ranges ("Same hours every day"). */
export function copyToEveryDay(hours: HoursRange[], day: number): HoursRange[] {
  const template = rangesOf(hours, day);
  return sortHours(
    WEEK.flatMap(({ day: d }) => template.map(({ opens, closes }) => ({ day: d, opens, closes }))),
  );
}

/** "18:00 - 02:00" runs past midnight: the editor says so next to it. */
export const overnight = (range: Pick<HoursRange, "opens" | "closes">) => range.closes <= range.opens;

/** Every IANA time zone this browser knows, the store's own first if it is not among them. */
export function timeZoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return known.includes(current) ? known : [current, ...known];
}
