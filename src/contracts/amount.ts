import { z } from "zod";
import { currencyDigits, DEFAULT_CURRENCY } from "./currency";
import { fromMinor, isAmountIn, maxMinor, toMinor } from "./money";

/**
 * Money typed into a form or sent to the API, in the store's currency (decision 0067). Each schema
 * that holds money is built per currency (`perCurrency`) and kept: a dollar store's messages are
 * exactly the spec's and the ones before issue 45; any other names its currency.
 */

/** A schema (or a set of them) built once per currency and reused. */
export function perCurrency<T>(build: (currency: string) => T): (currency: string) => T {
  const built = new Map<string, T>();
  return (currency) => {
    let value = built.get(currency);
    if (value === undefined) {
      value = build(currency);
      built.set(currency, value);
    }
    return value;
  };
}

/** "no decimals", "at most 2 decimals": what the currency allows, for messages. */
export const decimalsAllowed = (currency: string) => {
  const digits = currencyDigits(currency);
  return digits === 0 ? "no decimals" : `at most ${digits} decimals`;
};

/** The largest amount as the messages write it: "99999999.99", "99999999" (JPY). */
export const largestAmount = (currency: string) => fromMinor(maxMinor(currency), currency);

/** What a fee or a minimum may be, named in its message. */
export const amountMessage = (label: string, currency: string) =>
  currency === DEFAULT_CURRENCY
    ? `${label} must be an amount from 0 to 99999999.99, with at most 2 decimals`
    : `${label} must be an amount in ${currency} from 0 to ${largestAmount(currency)}, with ${decimalsAllowed(currency)}`;

/**
 * "3", 3 or "3.0" as the currency's decimal string ("3.00", "3", "3.000"); null when it is not an
 * amount the currency can hold (a sign, letters, more decimals than it has, past the cap).
 */
export function amountOf(value: string | number, currency: string): string | null {
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "x") : value.trim();
  if (!isAmountIn(text, currency)) return null;
  const minor = toMinor(text, currency);
  return minor > maxMinor(currency) ? null : fromMinor(minor, currency);
}

function normalised(value: string | number, ctx: z.RefinementCtx, message: string, currency: string) {
  const amount = amountOf(value, currency);
  if (amount === null) {
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  }
  return amount;
}

/**
 * A money setting (a fee, a minimum): a decimal string or a number, 0 to the money cap, normalised
 * to the currency's decimals. Negative, malformed or too large: 400 with `label` in the message.
 */
export function ZAmount(label: string, currency: string) {
  const message = amountMessage(label, currency);
  return z
    .union([z.string(), z.number()], { error: message })
    .transform((value, ctx) => normalised(value, ctx, message, currency));
}

/**
 * The same, where null (or blank) means "none". One union with the transform after it, so a bad
 * value gets the amount's message rather than zod's "Invalid input" for a failed `.or()`.
 */
export function ZOptionalAmount(label: string, currency: string) {
  const message = amountMessage(label, currency);
  return z
    .union([z.string(), z.number(), z.null()], { error: message })
    .transform((value, ctx) =>
      value === null || (typeof value === "string" && value.trim() === "")
        ? null
        : normalised(value, ctx, message, currency),
    );
}
