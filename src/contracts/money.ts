import { currencyDigits } from "./currency";
import { isRightToLeft, leftToRight } from "./text-direction";

/**
 * Money is exact (decision 0067): decimal strings on the wire with as many decimals as the store's
 * currency has ("12.50", "1200", "3.250"), integers of the currency's minor unit in arithmetic
 * (cents, yen, fils). Never add floats for totals.
 */

/** Money columns are numeric(11,3): 8 whole digits in every currency, 99,999,999 at most. */
const MAX_WHOLE_UNITS = 99_999_999;

/** The most an amount may be, in the currency's minor units: 99999999.99 in dollars, 99999999 yen. */
export const maxMinor = (currency: string): number =>
  (MAX_WHOLE_UNITS + 1) * 10 ** currencyDigits(currency) - 1;

/** What an amount typed or sent may look like in any currency; each currency then allows its own decimals. */
export const AMOUNT_PATTERN = /^\d+(\.\d{1,3})?$/;

/** How the store writes money: its currency and its locale (BCP 47). */
export type TMoneyFormat = { currency: string; locale: string };

/** A dollar store in the United States: every store before issue 45, and the spec's "$12.50". */
export const US_DOLLARS: TMoneyFormat = { currency: "USD", locale: "en-US" };

/** The decimals typed: "12.5" has 1, "1200" none; trailing zeros count ("12.50" has 2). */
const decimalsTyped = (text: string): number => text.split(".")[1]?.length ?? 0;

/**
 * A decimal the currency can write, whatever its size: digits, and no more decimals than it has
 * ("12.50" in dollars, "1200" in yen; "1200.5" is none in yen). The one rule every form and reader uses.
 */
export const isAmountIn = (text: string, currency: string): boolean =>
  AMOUNT_PATTERN.test(text) && decimalsTyped(text) <= currencyDigits(currency);

/**
 * "12.5" in USD -> 1250, "1200" in JPY -> 1200, "3.25" in KWD -> 3250. Zeros past the currency's
 * decimals are accepted (the database's numeric(11,3) sends "12.500"); any other digit there, a sign
 * or anything not a decimal throws.
 */
export function toMinor(value: string | number, currency: string): number {
  const digits = currencyDigits(currency);
  const text = typeof value === "number" ? value.toFixed(digits) : value.trim();
  if (!AMOUNT_PATTERN.test(text)) throw new Error(`Not an amount: ${value}`);
  const [whole, frac = ""] = text.split(".");
  if (/[^0]/.test(frac.slice(digits))) throw new Error(`More decimals than ${currency} has: ${value}`);
  return Number(whole) * 10 ** digits + Number(frac.slice(0, digits).padEnd(digits, "0") || "0");
}

/** 1250 in USD -> "12.50", 1200 in JPY -> "1200", 3250 in KWD -> "3.250". */
export function fromMinor(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(Math.round(minor));
  if (digits === 0) return `${sign}${abs}`;
  const unit = 10 ** digits;
  return `${sign}${Math.floor(abs / unit)}.${String(abs % unit).padStart(digits, "0")}`;
}

/** "12.5" or the database's "12.500" -> "12.50" in USD: the wire form of every amount. */
export const toDecimalString = (value: string, currency: string): string =>
  fromMinor(toMinor(value, currency), currency);

const formatters = new Map<string, Intl.NumberFormat>();

/** One formatter per locale, currency and decimals: building one costs far more than using it. */
function formatterFor({ currency, locale }: TMoneyFormat, whole = false): Intl.NumberFormat {
  const key = `${locale}|${currency}|${whole}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = whole ? 0 : currencyDigits(currency);
    formatter = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      // ISO's decimals, not the locale's own idea of them, so what is shown is what is stored.
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Minor units (a number) or a decimal string, in the store's currency and locale: "$1,250.00" in a
 * US dollar store, "￥1,200" in ja-JP yen, "₹1,250.00" in hi-IN rupees, "3.250 KWD" or the locale's own.
 */
export function formatMoney(value: number | string, money: TMoneyFormat): string {
  const minor = typeof value === "number" ? value : toMinor(value, money.currency);
  return isolated(formatterFor(money).format(minor / 10 ** currencyDigits(money.currency)), money);
}

/**
 * An amount read inside right-to-left text keeps its own order (decision 0068): isolated, left to
 * right, so "US$" stays one piece beside its number instead of its "$" drifting across ("$US 17.00").
 * Invisible everywhere else.
 */
const isolated = (text: string, { locale }: TMoneyFormat) =>
  isRightToLeft(locale) ? leftToRight(text) : text;

/** "$60" for a whole amount, as the spec writes its promises; "$12.50" otherwise. */
export function formatMoneyShort(minor: number, money: TMoneyFormat): string {
  const unit = 10 ** currencyDigits(money.currency);
  return minor % unit === 0
    ? isolated(formatterFor(money, true).format(minor / unit), money)
    : formatMoney(minor, money);
}

/**
 * The price a customer pays, in minor units: the discount price when there is one below the price,
 * else the price. (New discounts must be lower; this also keeps an older row with a higher
 * "discount" from charging more than the price.)
 */
export function effectivePriceMinor(
  product: { price: string; discountPrice: string | null },
  currency: string,
): number {
  const price = toMinor(product.price, currency);
  if (product.discountPrice == null || product.discountPrice === "") return price;
  return Math.min(price, toMinor(product.discountPrice, currency));
}
