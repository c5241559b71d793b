import { z } from "zod";
import {
  isTimeZone,
  overlappingRanges,
  rangeLabel,
  TIME_PATTERN,
  type TOpeningRange,
  type TTradingHours,
} from "./trading-hours";

export const TRADING_MESSAGES = {
  nothingToChange: "Send at least one of timeZone, openingHours, closures, pausedUntil or pauseMinutes",
  timeZone: "Please choose a valid time zone (e.g. America/New_York)",
  day: "day must be a whole number from 0 (Sunday) to 6 (Saturday)",
  time: "Times must be HH:MM, from 00:00 to 23:59",
  tooManyRanges: "At most 50 opening ranges",
  overlap: (a: TOpeningRange, b: TOpeningRange) =>
    `Opening hours overlap: ${rangeLabel(a)} and ${rangeLabel(b)}`,
  date: "Closure dates must be real dates, YYYY-MM-DD",
  tooManyClosures: "At most 400 closure dates",
  pausedUntil: "pausedUntil must be an ISO date and time, or null to take orders again",
  pauseMinutes: "pauseMinutes must be a whole number from 1 to 1440",
  pauseTwice: "Send either pausedUntil or pauseMinutes, not both",
} as const;

const ZTime = z.string({ error: TRADING_MESSAGES.time }).regex(TIME_PATTERN, TRADING_MESSAGES.time);

const isCalendarDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** PUT /api/merchant/trading: any of the fields; those left out stay as they are. */
export const ZTradingRequest = z
  .object({
    timeZone: z
      .string({ error: TRADING_MESSAGES.timeZone })
      .trim()
      .max(64, TRADING_MESSAGES.timeZone)
      .refine(isTimeZone, TRADING_MESSAGES.timeZone),
    openingHours: z
      .array(
        z.object({
          day: z
            .number({ error: TRADING_MESSAGES.day })
            .int(TRADING_MESSAGES.day)
            .min(0, TRADING_MESSAGES.day)
            .max(6, TRADING_MESSAGES.day),
          opens: ZTime,
          closes: ZTime,
        }),
        { error: "openingHours must be a list of {day, opens, closes}" },
      )
      .max(50, TRADING_MESSAGES.tooManyRanges)
      .superRefine((ranges, context) => {
        const overlap = overlappingRanges(ranges);
        if (overlap) context.addIssue({ code: "custom", message: TRADING_MESSAGES.overlap(...overlap) });
      })
      // Stored and shown in week order.
      .transform((ranges) => [...ranges].sort((a, b) => a.day - b.day || a.opens.localeCompare(b.opens))),
    closures: z
      .array(z.string({ error: TRADING_MESSAGES.date }).refine(isCalendarDate, TRADING_MESSAGES.date), {
        error: "closures must be a list of dates",
      })
      .max(400, TRADING_MESSAGES.tooManyClosures)
      .transform((dates) => [...new Set(dates)].sort()),
    pausedUntil: z.iso.datetime({ offset: true, error: TRADING_MESSAGES.pausedUntil }).nullable(),
    pauseMinutes: z
      .number({ error: TRADING_MESSAGES.pauseMinutes })
      .int(TRADING_MESSAGES.pauseMinutes)
      .min(1, TRADING_MESSAGES.pauseMinutes)
      .max(1440, TRADING_MESSAGES.pauseMinutes),
  })
  .partial()
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    TRADING_MESSAGES.nothingToChange,
  )
  .refine(
    (body) => body.pausedUntil === undefined || body.pauseMinutes === undefined,
    TRADING_MESSAGES.pauseTwice,
  );
export type TTradingRequest = z.input<typeof ZTradingRequest>;
export type TTradingInput = z.output<typeof ZTradingRequest>;

/** GET and PUT /api/merchant/trading: the store's settings (pausedUntil as an ISO instant). */
export type TTradingSettings = TTradingHours;
