/**
 * Money is exact: decimal strings on the wire ("12.50"), integer cents in arithmetic.
 * Never add floats for totals.
 */
/** numeric(10,2), the type of every money column, holds at most 99,999,999.99. */
export const MAX_AMOUNT_CENTS = 9_999_999_999;

export const PRICE_PATTERN = /^\d+(\.\d{1,2})?$/;

/** "12.5" -> 1250. Throws on anything that is not a non-negative decimal with at most 2 places. */
export function toCents(value: string | number): number {
  const text = typeof value === "number" ? value.toFixed(2) : value.trim();
  if (!PRICE_PATTERN.test(text)) throw new Error(`Not a price: ${value}`);
  const [whole, frac = ""] = text.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
}

/** 1250 -> "12.50" */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * "12.5" -> "12.50": the wire form of every amount. Throws, like toCents, on more than 2 places;
 * money columns are numeric(10,2), so the database never sends more.
 */
export const toDecimalString = (value: string): string => fromCents(toCents(value));

/** 1250 or "12.5" -> "$12.50" */
export function formatMoney(value: number | string): string {
  return `$${typeof value === "number" ? fromCents(value) : fromCents(toCents(value))}`;
}

/**
 * The price a customer pays: the discount price when there is one below the price, else the price.
 * (New discounts must be lower; this also keeps an older row with a higher "discount" from
 * charging more than the price.)
 */
export function effectivePriceCents(product: { price: string; discountPrice: string | null }): number {
  const price = toCents(product.price);
  if (product.discountPrice == null || product.discountPrice === "") return price;
  return Math.min(price, toCents(product.discountPrice));
}
