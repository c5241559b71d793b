import type { TZonePricing } from "#contracts/delivery-pricing";
import { formatMoney, fromCents, MAX_AMOUNT_CENTS, PRICE_PATTERN, toCents } from "#contracts/money";

/** The zone dialog's price fields as typed: text, so a half-typed "3." is kept as it is. */
export interface ZonePriceValues {
  deliveryFee: string;
  minimumOrder: string;
  freeDeliveryOver: string;
  etaMinutes: string;
}
export type ZonePriceField = keyof ZonePriceValues;

export const ZONE_PRICE_MESSAGES = {
  amount: "Enter an amount such as 3.00: 0 or more, at most 2 decimals",
  tooLarge: "Enter an amount up to 99999999.99",
  etaMinutes: "Enter whole minutes from 1 to 1440, or leave it blank",
} as const;

/** A new zone starts free, without a minimum, never free-above, at the default time. */
export function toZonePriceValues(zone: TZonePricing | null): ZonePriceValues {
  return {
    deliveryFee: zone?.deliveryFee ?? "0.00",
    minimumOrder: zone?.minimumOrder ?? "0.00",
    freeDeliveryOver: zone?.freeDeliveryOver ?? "",
    etaMinutes: zone?.etaMinutes == null ? "" : String(zone.etaMinutes),
  };
}

/**
 * A typed amount as the API's decimal string, null when blank, or why not. A leading "$" and a
 * decimal comma (a phone's decimal keypad in many locales) are taken as a person means them.
 */
function amount(text: string): { value: string | null } | { error: string } {
  const plain = text
    .trim()
    .replace(/^\$\s*/, "")
    .replace(",", ".")
    .replace(/^\./, "0.")
    .replace(/\.$/, "");
  if (plain === "") return { value: null };
  if (!PRICE_PATTERN.test(plain)) return { error: ZONE_PRICE_MESSAGES.amount };
  if (toCents(plain) > MAX_AMOUNT_CENTS) return { error: ZONE_PRICE_MESSAGES.tooLarge };
  return { value: fromCents(toCents(plain)) };
}

/**
 * The four prices as the API takes them (amounts as "3.00", minutes as a whole number), or a message
 * per field that is wrong. A blank fee or minimum is 0; a blank free-above is never; a blank time is
 * the default 30-45 minutes.
 */
export function zonePricePayload(
  values: ZonePriceValues,
): { data: TZonePricing } | { errors: Partial<Record<ZonePriceField, string>> } {
  const errors: Partial<Record<ZonePriceField, string>> = {};
  const read = (field: "deliveryFee" | "minimumOrder" | "freeDeliveryOver") => {
    const result = amount(values[field]);
    if ("error" in result) errors[field] = result.error;
    return "value" in result ? result.value : null;
  };
  const deliveryFee = read("deliveryFee") ?? "0.00";
  const minimumOrder = read("minimumOrder") ?? "0.00";
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
export function zonePriceParts(zone: TZonePricing): string[] {
  const fee = toCents(zone.deliveryFee);
  const parts = [fee > 0 ? `${formatMoney(fee)} delivery` : "Free delivery"];
  if (toCents(zone.minimumOrder) > 0) parts.push(`${formatMoney(zone.minimumOrder)} minimum`);
  if (fee > 0 && zone.freeDeliveryOver !== null)
    parts.push(`free over ${formatMoney(zone.freeDeliveryOver)}`);
  if (zone.etaMinutes !== null) parts.push(`${zone.etaMinutes} min`);
  return parts;
}

export const ZONE_PRICE_SEPARATOR = " · ";

/** The same in one line: "$3.00 delivery · $15.00 minimum · free over $40.00 · 25 min". */
export const zonePriceSummary = (zone: TZonePricing) => zonePriceParts(zone).join(ZONE_PRICE_SEPARATOR);
