/**
 * Money is exact: decimal strings on the wire ("12.50"), integer cents in arithmetic.
 * Never add floats for totals.
 */
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

/** 1250 or "12.5" -> "$12.50" */
export function formatMoney(value: number | string): string {
  return `$${typeof value === "number" ? fromCents(value) : fromCents(toCents(value))}`;
}

/** The price a customer pays: the discount price when there is one, else the regular price. */
export function effectivePriceCents(product: { price: string; discountPrice: string | null }): number {
  return product.discountPrice != null && product.discountPrice !== ""
    ? toCents(product.discountPrice)
    : toCents(product.price);
}
