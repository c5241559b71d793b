import { z } from "zod";
import { perCurrency, ZAmount } from "./amount";
import {
  MAX_DAYS_AHEAD,
  MAX_LEAD_MINUTES,
  MAX_ORDERS_PER_SLOT,
  SLOT_MINUTES,
  type TFulfilmentOffer,
  type TScheduledOrders,
} from "./fulfilment";
import {
  isTimeZone,
  overlappingRanges,
  rangeLabel,
  TIME_PATTERN,
  type TOpeningRange,
  type TTradingHours,
} from "./trading-hours";

export const TRADING_MESSAGES = {
  nothingToChange:
    "Send at least one of timeZone, openingHours, closures, pausedUntil, pauseMinutes, fulfilment, scheduledOrders, deliveryFee or prescriptionsWhileClosed",
  fulfilment: "fulfilment must be {delivery, pickup}, each true or false",
  noFulfilment: "Offer delivery, pickup or both",
  scheduledOrders: "scheduledOrders must be {enabled, slotMinutes, leadMinutes, daysAhead, ordersPerSlot}",
  enabled: "scheduledOrders.enabled must be true or false",
  slotMinutes: `scheduledOrders.slotMinutes must be one of ${SLOT_MINUTES.join(", ")}`,
  leadMinutes: `scheduledOrders.leadMinutes must be a whole number from 0 to ${MAX_LEAD_MINUTES}`,
  daysAhead: `scheduledOrders.daysAhead must be a whole number from 0 to ${MAX_DAYS_AHEAD}`,
  ordersPerSlot: `scheduledOrders.ordersPerSlot must be a whole number from 1 to ${MAX_ORDERS_PER_SLOT}, or null for no cap`,
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
  prescriptionsWhileClosed: "prescriptionsWhileClosed must be true or false",
} as const;

const ZTime = z.string({ error: TRADING_MESSAGES.time }).regex(TIME_PATTERN, TRADING_MESSAGES.time);

const isCalendarDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const whole = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** Any of the fields: those left out stay as they are. */
const ZScheduledOrdersPatch = z
  .object(
    {
      enabled: z.boolean({ error: TRADING_MESSAGES.enabled }),
      slotMinutes: z
        .number({ error: TRADING_MESSAGES.slotMinutes })
        .refine((n) => (SLOT_MINUTES as readonly number[]).includes(n), TRADING_MESSAGES.slotMinutes),
      leadMinutes: whole(TRADING_MESSAGES.leadMinutes, 0, MAX_LEAD_MINUTES),
      daysAhead: whole(TRADING_MESSAGES.daysAhead, 0, MAX_DAYS_AHEAD),
      ordersPerSlot: whole(TRADING_MESSAGES.ordersPerSlot, 1, MAX_ORDERS_PER_SLOT).nullable(),
    },
    { error: TRADING_MESSAGES.scheduledOrders },
  )
  .partial();

/** PUT /api/merchant/trading: any of the fields; those left out stay as they are. */
export const ZTradingRequest = perCurrency((currency) =>
  z
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
      fulfilment: z
        .object(
          {
            delivery: z.boolean({ error: TRADING_MESSAGES.fulfilment }),
            pickup: z.boolean({ error: TRADING_MESSAGES.fulfilment }),
          },
          { error: TRADING_MESSAGES.fulfilment },
        )
        .refine((offer) => offer.delivery || offer.pickup, TRADING_MESSAGES.noFulfilment),
      scheduledOrders: ZScheduledOrdersPatch,
      /** The fee of a store without delivery zones. */
      deliveryFee: ZAmount("deliveryFee", currency),
      /** Prescriptions sent while the store is closed (not paused) are taken, to review at opening. */
      prescriptionsWhileClosed: z.boolean({ error: TRADING_MESSAGES.prescriptionsWhileClosed }),
    })
    .partial()
    .refine(
      (body) => Object.values(body).some((value) => value !== undefined),
      TRADING_MESSAGES.nothingToChange,
    )
    .refine(
      (body) => body.pausedUntil === undefined || body.pauseMinutes === undefined,
      TRADING_MESSAGES.pauseTwice,
    ),
);
export type TTradingRequest = z.input<ReturnType<typeof ZTradingRequest>>;
export type TTradingInput = z.output<ReturnType<typeof ZTradingRequest>>;

/** GET and PUT /api/merchant/trading: the store's settings (pausedUntil as an ISO instant). */
export interface TTradingSettings extends TTradingHours {
  /** The store's currency (ISO 4217): the delivery fee is in it. */
  currency: string;
  fulfilment: TFulfilmentOffer;
  scheduledOrders: TScheduledOrders;
  /** In the currency's decimals: what a store without zones charges for delivery. */
  deliveryFee: string;
  /** A pharmacy takes prescriptions while closed (not while paused), to review at opening (decision 0056). */
  prescriptionsWhileClosed: boolean;
}
