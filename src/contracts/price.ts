import { z } from "zod";
import { CATALOG_MESSAGES } from "./catalog-messages";
import { fromCents, MAX_AMOUNT_CENTS, PRICE_PATTERN, toCents } from "./money";

/** The price rules of products (spec section 5): "12", "12.5", "12.50" or a number; at most 99999999.99. */

/** Numbers or strings on the wire; always a 2-decimal string ("12.50") after parsing. */
function normalizePrice(value: string | number, ctx: z.RefinementCtx): string {
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "x") : value.trim();
  if (!PRICE_PATTERN.test(text)) {
    ctx.addIssue({ code: "custom", message: CATALOG_MESSAGES.priceInvalid });
    return z.NEVER;
  }
  const cents = toCents(text);
  if (cents > MAX_AMOUNT_CENTS) {
    ctx.addIssue({ code: "custom", message: CATALOG_MESSAGES.priceTooLarge });
    return z.NEVER;
  }
  return fromCents(cents);
}

const priceInput = z.union([z.string(), z.number()], {
  error: (issue) => (issue.input == null ? CATALOG_MESSAGES.priceRequired : CATALOG_MESSAGES.priceInvalid),
});

/**
 * A discount price must be below the price: a "discount" of 50.00 on a 10.00 product would charge
 * more than the price shown struck through. Both as 2-decimal strings; null when fine.
 */
export function discountProblem(price: string, discountPrice: string | null): string | null {
  return discountPrice !== null && toCents(discountPrice) >= toCents(price)
    ? CATALOG_MESSAGES.discountNotLower
    : null;
}

/** Required price: missing, null or blank is 'Price is required'. */
export const ZPrice = priceInput.transform((value, ctx) => {
  if (typeof value === "string" && value.trim() === "") {
    ctx.addIssue({ code: "custom", message: CATALOG_MESSAGES.priceRequired });
    return z.NEVER;
  }
  return normalizePrice(value, ctx);
});

/** Optional price (discount): missing, null or blank is null. */
export const ZOptionalPrice = priceInput
  .nullish()
  .transform((value, ctx): string | null =>
    value == null || (typeof value === "string" && value.trim() === "") ? null : normalizePrice(value, ctx),
  );
