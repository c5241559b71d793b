import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from "libphonenumber-js/max";

// libphonenumber-js with its full metadata (its patterns tell a real number from a typo) lives only
// on the server: the views carry what it finds, and the storefront's bundle never loads it.

/** `country` when libphonenumber-js reads numbers in it; undefined otherwise (an unknown code is ignored). */
export const supportedCountry = (country: string | null | undefined): CountryCode | undefined =>
  country && isSupportedCountry(country) ? country : undefined;

/**
 * The phone as one international number, E.164 ("+12125557777"), or null when it is not a valid
 * number. A national number is read as `country`'s, with that country's international prefix ("011
 * 44 …" in the US); "00" is also read as one when the number means nothing nationally, because much
 * of the world dials it and shoppers keep their habit ("001 212 555 7777" in a US store).
 */
export function internationalNumber(
  phone: string | null | undefined,
  country: string | null | undefined,
): string | null {
  if (!phone) return null;
  const parsed = parsePhoneNumberFromString(phone, supportedCountry(country));
  if (parsed?.isValid()) return parsed.number;
  const dialledAbroad = /^\s*00/.test(phone)
    ? parsePhoneNumberFromString(`+${phone.trim().slice(2)}`)
    : undefined;
  return dialledAbroad?.isValid() ? dialledAbroad.number : null;
}

/**
 * The phone's key: what makes two ways of writing one number one customer, one holder of a
 * once-per-customer code (docs/decisions/0049-a-phone-is-one-phone.md). Its E.164 form read in the
 * store's country; a phone that is no valid number there keeps its digits, as every phone did before
 * (a key without "+", so it never meets an E.164 one).
 */
export const phoneKey = (phone: string, country: string | null | undefined): string =>
  internationalNumber(phone, country) ?? phone.replace(/\D/g, "");
