import { z } from "zod";
import { fromCents, MAX_AMOUNT_CENTS, PRICE_PATTERN, toCents } from "./money";

/** "$1,234.56"-free: what a fee or a minimum may be, named in its message. */
export const amountMessage = (label: string) =>
  `${label} must be an amount from 0 to 99999999.99, with at most 2 decimals`;

/**
 * A money setting (a fee, a minimum): a decimal string or a number, 0 to the money cap, normalised
 * to "3.00". Negative, malformed or too large: 400 with `label` in the message.
 */
export function ZAmount(label: string) {
  const message = amountMessage(label);
  return z.union([z.string(), z.number()], { error: message }).transform((value, ctx) => {
    const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "x") : value.trim();
    if (!PRICE_PATTERN.test(text) || toCents(text) > MAX_AMOUNT_CENTS) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return fromCents(toCents(text));
  });
}

/** The same, where null (or blank) means "none". */
export const ZOptionalAmount = (label: string) =>
  z
    .union([z.literal(""), z.null()])
    .transform(() => null)
    .or(ZAmount(label));
