import { z } from "zod";
import { ZAmount, ZOptionalAmount } from "./amount";
import { DISCOUNT_KINDS, DISCOUNT_LIMITS, DISCOUNT_MESSAGES, type TDiscountKind } from "./discount-rules";
import { toCents } from "./money";

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

const discountFields = {
  code: z
    .string({ error: DISCOUNT_MESSAGES.code })
    .trim()
    .min(1, DISCOUNT_MESSAGES.code)
    .max(DISCOUNT_LIMITS.codeLength, DISCOUNT_MESSAGES.codeFormat)
    .regex(DISCOUNT_CODE_PATTERN, DISCOUNT_MESSAGES.codeFormat),
  kind: z.enum(DISCOUNT_KINDS, { error: DISCOUNT_MESSAGES.kind }),
  /** Percent (0.01-100) or an amount off the subtotal; ignored (0) for free delivery. */
  value: ZAmount("Value"),
  // One union with the transform after it (ZOptionalAmount): a bad amount gets the amount's message.
  minimumSubtotal: ZOptionalAmount("Minimum subtotal").transform((v) => v ?? "0.00"),
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
};

/** POST /api/discounts: code and kind are needed; the rest has defaults (no limits, active now). */
export const ZCreateDiscountRequest = z.object({
  ...discountFields,
  value: discountFields.value.default("0.00"),
  minimumSubtotal: discountFields.minimumSubtotal.default("0.00"),
  startsAt: discountFields.startsAt.default(null),
  endsAt: discountFields.endsAt.default(null),
  usageLimit: discountFields.usageLimit.default(null),
  oncePerCustomer: discountFields.oncePerCustomer.default(false),
  active: discountFields.active.default(true),
});
export type TCreateDiscountRequest = z.input<typeof ZCreateDiscountRequest>;
export type TCreateDiscountInput = z.output<typeof ZCreateDiscountRequest>;

/** PUT /api/discounts/{id}: any subset; the whole code is checked again after the change. */
export const ZUpdateDiscountRequest = z.object(discountFields).partial();
export type TUpdateDiscountRequest = z.input<typeof ZUpdateDiscountRequest>;
export type TUpdateDiscountInput = z.output<typeof ZUpdateDiscountRequest>;

/**
 * The rules across fields, for a new code and for a changed one alike, with the field each is about
 * (so a form shows it beside that field); null when the code is sound.
 */
export function discountRuleIssue(d: {
  kind: TDiscountKind;
  value: string;
  startsAt: number | null;
  endsAt: number | null;
}): { field: "value" | "endsAt"; message: string } | null {
  const cents = toCents(d.value);
  if (d.kind === "percent" && (cents <= 0 || cents > 10_000))
    return { field: "value", message: DISCOUNT_MESSAGES.percent };
  if (d.kind === "fixed" && cents <= 0) return { field: "value", message: DISCOUNT_MESSAGES.fixed };
  if (d.startsAt !== null && d.endsAt !== null && d.endsAt <= d.startsAt)
    return { field: "endsAt", message: DISCOUNT_MESSAGES.endBeforeStart };
  return null;
}

/** Where a code stands now, for the list's badge. */
export const DISCOUNT_STATES = ["active", "scheduled", "expired", "used_up", "inactive"] as const;
export type TDiscountState = (typeof DISCOUNT_STATES)[number];

/** A code as the merchant's Discounts screen shows it, with what it has done so far. */
export interface TDiscount {
  id: string;
  code: string;
  kind: TDiscountKind;
  /** 2-decimal string: a percentage for `percent`, an amount for `fixed`, "0.00" for free delivery. */
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
