import { z } from "zod";
import { amountMessage, amountOf, perCurrency, ZOptionalAmount } from "./amount";
import { DISCOUNT_KINDS, DISCOUNT_LIMITS, DISCOUNT_MESSAGES, type TDiscountKind } from "./discount-rules";
import { fromMinor, type TMoneyFormat, toMinor } from "./money";

export * from "./discount-rules";

/**
 * Discount codes (issue 31, decision 0034): `GET`/`POST /api/discounts`, `PUT`/`DELETE
 * /api/discounts/{id}`, the checkout's "Discount code" (`discountCode` on the order request, checked
 * first by `POST /api/microsite/{slug}/discount`), and `discountCode`/`discountAmount` on every view
 * of an order.
 */

/** Letters, digits, `-` and `_`: what a customer can type from a flyer without doubt. */
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** A wall-clock time in the store's time zone (what a datetime-local field gives), or an instant. */
const LOCAL_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A start or end: blank or null is none; anything else must be a local time or an instant. */
const ZDiscountTime = z
  .union([z.string(), z.null()], { error: DISCOUNT_MESSAGES.time })
  .transform((v) => (v === null || v.trim() === "" ? null : v.trim()))
  .refine(
    (v) => v === null || ((LOCAL_TIME_PATTERN.test(v) || INSTANT_PATTERN.test(v)) && isRealTime(v)),
    DISCOUNT_MESSAGES.time,
  );

/** 2026-02-30T10:00 matches the pattern but is no day: Date would roll it over silently. */
function isRealTime(v: string): boolean {
  const parsed = new Date(LOCAL_TIME_PATTERN.test(v) ? `${v}Z` : v);
  if (Number.isNaN(parsed.getTime())) return false;
  return !LOCAL_TIME_PATTERN.test(v) || parsed.toISOString().slice(0, 16) === v.slice(0, 16);
}

/** True when `v` names a wall-clock time (read in the store's time zone), not an instant. */
export const isLocalTime = (v: string) => LOCAL_TIME_PATTERN.test(v);

/**
 * `value` is a percentage (two decimals at most, whatever the currency) or an amount in the store's
 * currency, by `kind`: read here as any non-negative decimal of at most 8 whole digits, and held to
 * its kind's rule (and decimals) by discountRuleIssue.
 */
const ZDiscountValue = (currency: string) => {
  const message = amountMessage("Value", currency);
  return z.union([z.string(), z.number()], { error: message }).transform((value, ctx) => {
    const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "x") : value.trim();
    if (/^\d{1,8}(\.\d+)?$/.test(text)) return text;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });
};

const discountFields = (currency: string) => ({
  code: z
    .string({ error: DISCOUNT_MESSAGES.code })
    .trim()
    .min(1, DISCOUNT_MESSAGES.code)
    .max(DISCOUNT_LIMITS.codeLength, DISCOUNT_MESSAGES.codeFormat)
    .regex(DISCOUNT_CODE_PATTERN, DISCOUNT_MESSAGES.codeFormat),
  kind: z.enum(DISCOUNT_KINDS, { error: DISCOUNT_MESSAGES.kind }),
  /** Percent (0.01-100) or an amount off the subtotal; ignored (0) for free delivery. */
  value: ZDiscountValue(currency),
  // One union with the transform after it (ZOptionalAmount): a bad amount gets the amount's message.
  minimumSubtotal: ZOptionalAmount("Minimum subtotal", currency).transform(
    (v) => v ?? fromMinor(0, currency),
  ),
  startsAt: ZDiscountTime,
  endsAt: ZDiscountTime,
  usageLimit: z
    .number({ error: DISCOUNT_MESSAGES.usageLimit })
    .int(DISCOUNT_MESSAGES.usageLimit)
    .min(1, DISCOUNT_MESSAGES.usageLimit)
    .max(DISCOUNT_LIMITS.usageLimit, DISCOUNT_MESSAGES.usageLimit)
    .nullable(),
  oncePerCustomer: z.boolean({ error: DISCOUNT_MESSAGES.flag("oncePerCustomer") }),
  active: z.boolean({ error: DISCOUNT_MESSAGES.flag("active") }),
});

/** POST /api/discounts: code and kind are needed; the rest has defaults (no limits, active now). */
export const ZCreateDiscountRequest = perCurrency((currency) => {
  const fields = discountFields(currency);
  return z.object({
    ...fields,
    value: fields.value.default("0"),
    minimumSubtotal: fields.minimumSubtotal.default(fromMinor(0, currency)),
    startsAt: fields.startsAt.default(null),
    endsAt: fields.endsAt.default(null),
    usageLimit: fields.usageLimit.default(null),
    oncePerCustomer: fields.oncePerCustomer.default(false),
    active: fields.active.default(true),
  });
});
export type TCreateDiscountRequest = z.input<ReturnType<typeof ZCreateDiscountRequest>>;
export type TCreateDiscountInput = z.output<ReturnType<typeof ZCreateDiscountRequest>>;

/** PUT /api/discounts/{id}: any subset; the whole code is checked again after the change. */
export const ZUpdateDiscountRequest = perCurrency((currency) => z.object(discountFields(currency)).partial());
export type TUpdateDiscountRequest = z.input<ReturnType<typeof ZUpdateDiscountRequest>>;
export type TUpdateDiscountInput = z.output<ReturnType<typeof ZUpdateDiscountRequest>>;

/**
 * The rules across fields, for a new code and for a changed one alike, with the field each is about
 * (so a form shows it beside that field); null when the code is sound.
 */
export function discountRuleIssue(
  d: { kind: TDiscountKind; value: string; startsAt: number | null; endsAt: number | null },
  money: TMoneyFormat,
): { field: "value" | "endsAt"; message: string } | null {
  if (d.kind === "percent") {
    const hundredths = amountOf(d.value, "USD") === null ? -1 : toMinor(d.value, "USD");
    if (hundredths <= 0 || hundredths > 10_000) return { field: "value", message: DISCOUNT_MESSAGES.percent };
  }
  if (d.kind === "fixed") {
    const amount = amountOf(d.value, money.currency);
    if (amount === null) return { field: "value", message: amountMessage("Value", money.currency) };
    if (toMinor(amount, money.currency) <= 0)
      return { field: "value", message: DISCOUNT_MESSAGES.fixed(money) };
  }
  if (d.startsAt !== null && d.endsAt !== null && d.endsAt <= d.startsAt)
    return { field: "endsAt", message: DISCOUNT_MESSAGES.endBeforeStart };
  return null;
}

/** Where a code stands now, for the list's badge. */
export const DISCOUNT_STATES = ["active", "scheduled", "expired", "used_up", "inactive"] as const;
export type TDiscountState = (typeof DISCOUNT_STATES)[number];

/** A code as the merchant's Discounts screen shows it, with what it has done so far. */
export interface TDiscount {
  /** The store's currency (ISO 4217): a fixed value, the minimum and the figures are in it. */
  currency: string;
  id: string;
  code: string;
  kind: TDiscountKind;
  /** A percentage for `percent` (2 decimals), an amount in the currency for `fixed`, zero for free delivery. */
  value: string;
  minimumSubtotal: string;
  /** Instants (ISO), null for none. */
  startsAt: string | null;
  endsAt: string | null;
  /** The same in the store's time zone, as a datetime-local field takes them (2026-12-01T09:00). */
  startsAtLocal: string | null;
  endsAtLocal: string | null;
  usageLimit: number | null;
  oncePerCustomer: boolean;
  active: boolean;
  /** Orders holding a use (a cancelled order gives its use back). */
  uses: number;
  /** Over those orders: what they brought in (their totals) and what the code took off. */
  revenue: string;
  discountTotal: string;
  state: TDiscountState;
  createdAt: string;
}

/** A code as typed at checkout (matched in any case; a code of another store is unknown here). */
export const ZTypedDiscountCode = z
  .string({ error: DISCOUNT_MESSAGES.code })
  .trim()
  .min(1, DISCOUNT_MESSAGES.code)
  .max(DISCOUNT_LIMITS.codeLength, DISCOUNT_MESSAGES.checkoutCode);

/** The order request's `discountCode`: blank or left out is none. */
export const ZOrderDiscountCode = z
  .string({ error: DISCOUNT_MESSAGES.checkoutCode })
  .trim()
  .max(DISCOUNT_LIMITS.codeLength, DISCOUNT_MESSAGES.checkoutCode)
  .nullish()
  .transform((v) => (v ? v : null));
