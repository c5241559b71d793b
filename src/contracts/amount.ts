import { z } from "zod";
import { fromCents, MAX_AMOUNT_CENTS, PRICE_PATTERN, toCents } from "./money";

/** "$1,234.56"-free: what a fee or a minimum may be, named in its message. */
export const amountMessage = (label: string) =>
  `${label} must be an amount from 0 to 99999999.99, with at most 2 decimals`;

/** "3" or 3 as "3.00"; anything else is an issue with `message`. */
function normalised(value: string | number, ctx: z.RefinementCtx, message: string) {
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "x") : value.trim();
  if (!PRICE_PATTERN.test(text) || toCents(text) > MAX_AMOUNT_CENTS) {
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  }
  return fromCents(toCents(text));
}

/**
 * A money setting (a fee, a minimum): a decimal string or a number, 0 to the money cap, normalised
 * to "3.00". Negative, malformed or too large: 400 with `label` in the message.
 */
export function ZAmount(label: string) {
  const message = amountMessage(label);
  return z
    .union([z.string(), z.number()], { error: message })
    .transform((value, ctx) => normalised(value, ctx, message));
}

/**
 * The same, where null (or blank) means "none". One union with the transform after it, so a bad
 * value gets the amount's message rather than zod's "Invalid input" for a failed `.or()`.
 */
export function ZOptionalAmount(label: string) {
  const message = amountMessage(label);
  return z
    .union([z.string(), z.number(), z.null()], { error: message })
    .transform((value, ctx) =>
      value === null || (typeof value === "string" && value.trim() === "")
        ? null
        : normalised(value, ctx, message),
    );
}
