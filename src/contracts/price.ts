import { z } from "zod";
import { amountOf, decimalsAllowed, largestAmount, perCurrency } from "./amount";
import { CATALOG_MESSAGES } from "./catalog-messages";
import { DEFAULT_CURRENCY } from "./currency";
import { isAmountIn, toMinor } from "./money";

/**
 * The price rules of products (spec section 5): "12", "12.5", "12.50" or a number; at most
 * 99999999.99. In another currency its own decimals and cap, and the messages name it (issue 45).
 */

/** The price messages in a currency: the spec's own in dollars. */
export const priceMessages = (currency: string) =>
  currency === DEFAULT_CURRENCY
    ? { invalid: CATALOG_MESSAGES.priceInvalid, tooLarge: CATALOG_MESSAGES.priceTooLarge }
    : {
        invalid: `${CATALOG_MESSAGES.priceInvalid} in ${currency}, with ${decimalsAllowed(currency)}`,
        tooLarge: `Price must be at most ${largestAmount(currency)} ${currency}`,
      };

/** Numbers or strings on the wire; always the currency's decimal string ("12.50") after parsing. */
function normalizePrice(value: string | number, ctx: z.RefinementCtx, currency: string): string {
  const messages = priceMessages(currency);
  const amount = amountOf(value, currency);
  if (amount !== null) return amount;
  const text = typeof value === "number" ? String(value) : value.trim();
  // Too large only when it is otherwise a price the currency can hold.
  const tooLarge = isAmountIn(text, currency);
  ctx.addIssue({ code: "custom", message: tooLarge ? messages.tooLarge : messages.invalid });
  return z.NEVER;
}

const priceInput = z.union([z.string(), z.number()], {
  error: (issue) => (issue.input == null ? CATALOG_MESSAGES.priceRequired : CATALOG_MESSAGES.priceInvalid),
});

/**
 * A discount price must be below the price: a "discount" of 50.00 on a 10.00 product would charge
 * more than the price shown struck through. Both as the currency's decimal strings; null when fine.
 */
export function discountProblem(
  price: string,
  discountPrice: string | null,
  currency: string,
): string | null {
  return discountPrice !== null && toMinor(discountPrice, currency) >= toMinor(price, currency)
    ? CATALOG_MESSAGES.discountNotLower
    : null;
}

/** Required price: missing, null or blank is 'Price is required'. */
export const ZPrice = perCurrency((currency) =>
  priceInput.transform((value, ctx) => {
    if (typeof value === "string" && value.trim() === "") {
      ctx.addIssue({ code: "custom", message: CATALOG_MESSAGES.priceRequired });
      return z.NEVER;
    }
    return normalizePrice(value, ctx, currency);
  }),
);

/** Optional price (discount): missing, null or blank is null. */
export const ZOptionalPrice = perCurrency((currency) =>
  priceInput
    .nullish()
    .transform((value, ctx): string | null =>
      value == null || (typeof value === "string" && value.trim() === "")
        ? null
        : normalizePrice(value, ctx, currency),
    ),
);
