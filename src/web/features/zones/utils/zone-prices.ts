import { decimalsAllowed, largestAmount } from "#contracts/amount";
import { currencyDigits } from "#contracts/currency";
import type { TZonePricing } from "#contracts/delivery-pricing";
import { formatMoney, fromMinor, isAmountIn, maxMinor, type TMoneyFormat, toMinor } from "#contracts/money";
import { plainAmount } from "#web/lib/typed-amount";

/** The zone dialog's price fields as typed: text, so a half-typed "3." is kept as it is. */
export interface ZonePriceValues {
  deliveryFee: string;
  minimumOrder: string;
  freeDeliveryOver: string;
  etaMinutes: string;
}
export type ZonePriceField = keyof ZonePriceValues;

export const ZONE_PRICE_MESSAGES = {
  /** "Enter an amount such as 3.00: 0 or more, at most 2 decimals" in dollars. */
  amount: (currency: string) =>
    `Enter an amount such as ${fromMinor(3 * 10 ** currencyDigits(currency), currency)}: 0 or more, ${decimalsAllowed(currency)}`,
  /** "Enter an amount up to 99999999.99" in dollars. */
  tooLarge: (currency: string) => `Enter an amount up to ${largestAmount(currency)}`,
  etaMinutes: "Enter whole minutes from 1 to 1440, or leave it blank",
} as const;

/** A new zone starts free, without a minimum, never free-above, at the default time. */
export function toZonePriceValues(zone: TZonePricing | null, currency: string): ZonePriceValues {
  const zero = fromMinor(0, currency);
  return {
    deliveryFee: zone?.deliveryFee ?? zero,
    minimumOrder: zone?.minimumOrder ?? zero,
    freeDeliveryOver: zone?.freeDeliveryOver ?? "",
    etaMinutes: zone?.etaMinutes == null ? "" : String(zone.etaMinutes),
  };
}

/**
 * A typed amount in the store's currency as the API's decimal string, null when blank, or why not.
 * A leading currency sign ("$", "₹") and a decimal comma (a phone's decimal keypad in many locales)
 * are taken as a person means them.
 */
function amount(text: string, currency: string): { value: string | null } | { error: string } {
  const plain = plainAmount(text);
  if (plain === "") return { value: null };
  if (!isAmountIn(plain, currency)) return { error: ZONE_PRICE_MESSAGES.amount(currency) };
  const minor = toMinor(plain, currency);
  if (minor > maxMinor(currency)) return { error: ZONE_PRICE_MESSAGES.tooLarge(currency) };
  return { value: fromMinor(minor, currency) };
}

/**
 * The four prices as the API takes them (amounts as "3.00", minutes as a whole number), or a message
 * per field that is wrong. A blank fee or minimum is 0; a blank free-above is never; a blank time is
 * the default 30-45 minutes.
 */
export function zonePricePayload(
  values: ZonePriceValues,
  currency: string,
): { data: TZonePricing } | { errors: Partial<Record<ZonePriceField, string>> } {
  const errors: Partial<Record<ZonePriceField, string>> = {};
  const read = (field: "deliveryFee" | "minimumOrder" | "freeDeliveryOver") => {
    const result = amount(values[field], currency);
    if ("error" in result) errors[field] = result.error;
    return "value" in result ? result.value : null;
  };
  const deliveryFee = read("deliveryFee") ?? fromMinor(0, currency);
  const minimumOrder = read("minimumOrder") ?? fromMinor(0, currency);
  const freeDeliveryOver = read("freeDeliveryOver");
  const minutes = values.etaMinutes.trim();
  const etaMinutes = minutes === "" ? null : /^\d+$/.test(minutes) ? Number(minutes) : Number.NaN;
  if (etaMinutes !== null && !(etaMinutes >= 1 && etaMinutes <= 1440)) {
    errors.etaMinutes = ZONE_PRICE_MESSAGES.etaMinutes;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { data: { deliveryFee, minimumOrder, freeDeliveryOver, etaMinutes } };
}

/**
 * A zone's prices for its card, in parts ("$3.00 delivery", "$15.00 minimum", "free over $40.00",
 * "25 min"); "Free delivery" for a free zone (free-above says nothing then).
 */
export function zonePriceParts(zone: TZonePricing, money: TMoneyFormat): string[] {
  const fee = toMinor(zone.deliveryFee, money.currency);
  const parts = [fee > 0 ? `${formatMoney(fee, money)} delivery` : "Free delivery"];
  if (toMinor(zone.minimumOrder, money.currency) > 0)
    parts.push(`${formatMoney(zone.minimumOrder, money)} minimum`);
  if (fee > 0 && zone.freeDeliveryOver !== null)
    parts.push(`free over ${formatMoney(zone.freeDeliveryOver, money)}`);
  if (zone.etaMinutes !== null) parts.push(`${zone.etaMinutes} min`);
  return parts;
}

export const ZONE_PRICE_SEPARATOR = " · ";

/** The same in one line: "$3.00 delivery · $15.00 minimum · free over $40.00 · 25 min". */
export const zonePriceSummary = (zone: TZonePricing, money: TMoneyFormat) =>
  zonePriceParts(zone, money).join(ZONE_PRICE_SEPARATOR);
