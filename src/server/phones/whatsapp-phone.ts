import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/max";
import { LRUCache } from "lru-cache";
import { countryOfTimeZone } from "#contracts/time-zone-countries";
import { internationalNumber, supportedCountry } from "./phone-key";

/**
 * A phone as wa.me wants it: the international number's digits, no "+" ("+1 212-555-0142" ->
 * "12125550142"). A national number ("(212) 555-0142", "07911 123456") is read as `country`'s; one
 * that is not a valid number there, or a national one without a country, gives null: no link.
 */
export const whatsappDigits = (phone: string | null | undefined, country: string | null | undefined) =>
  internationalNumber(phone, country)?.slice(1) ?? null;

/** The country of a phone written internationally ("+44 20 7946 0958" -> "GB"); null otherwise. */
function countryOfPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const known = phoneCountries.get(phone);
  if (known !== undefined) return known.country;
  const parsed = parsePhoneNumberFromString(phone);
  const country = (parsed?.isValid() && parsed.country) || null;
  phoneCountries.set(phone, { country });
  return country;
}

/**
 * Stores' phones already read: every order reads its store's country (storeCountry), and parsing
 * the same phone with the full metadata each time was a few percent of an order's work (issue 44).
 */
const phoneCountries = new LRUCache<string, { country: string | null }>({ max: 1_000 });

/** What of a store tells its country. */
export interface StoreCountrySource {
  country: string | null;
  contactPhone: string | null;
  timeZone: string | null;
}

/**
 * The country a store's national phone numbers are read in: the one the merchant set; else its own
 * phone's, when written with its country code; else its time zone's (a guess: see
 * docs/decisions/0030-whatsapp-links.md); else none, and national numbers get no link.
 */
export function storeCountry(store: StoreCountrySource): CountryCode | null {
  return (
    supportedCountry(store.country) ??
    supportedCountry(countryOfPhone(store.contactPhone)) ??
    supportedCountry(countryOfTimeZone(store.timeZone)) ??
    null
  );
}

/** The store's own phone for wa.me links, read in its country. */
export const storeWhatsappDigits = (store: StoreCountrySource) =>
  whatsappDigits(store.contactPhone, storeCountry(store));
