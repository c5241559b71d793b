import { isLocalTime } from "#contracts/discounts";
import { instantOfWall, MINUTE_MS, wallAt } from "#contracts/trading-hours";

/**
 * A start or end as the merchant sent it: a wall-clock time (what a datetime-local field gives) is
 * read in the store's time zone, so "2026-12-01T09:00" is 9 am where the store is; a time with Z or
 * an offset is already an instant.
 */
export function instantOfDiscountTime(value: string, timeZone: string): Date {
  if (!isLocalTime(value)) return new Date(value);
  const wall = Date.parse(`${value}Z`);
  // The zone maths works to the minute; seconds, if sent, ride on top.
  const minute = wall - (wall % MINUTE_MS);
  return new Date(instantOfWall(timeZone, minute) + (wall - minute));
}

/** The same instant as the store's wall clock reads it, in the datetime-local form (2026-12-01T09:00). */
export function localDiscountTime(instant: Date | null, timeZone: string): string | null {
  if (instant === null) return null;
  return new Date(wallAt(timeZone, instant.getTime())).toISOString().slice(0, 16);
}
