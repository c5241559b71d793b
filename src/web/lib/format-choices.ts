import { currencyOfCountry } from "#contracts/country-currencies";
import { CURRENCY_CODES, currencyDigits, DEFAULT_CURRENCY } from "#contracts/currency";
import { displayLocale } from "#contracts/display-locale";
import { clockText, dayText } from "#contracts/local-time-text";
import { formatMoney } from "#contracts/money";
import { canonicalLocale, DEFAULT_LOCALE } from "#contracts/store-locale";
import { countryOfTimeZone } from "#contracts/time-zone-countries";

/**
 * The choices of a store's currency and formats (issue 45, decision 0067), for the register form and
 * Settings: names from the browser (Intl.DisplayNames), so no list of names is shipped.
 */

export interface TChoice {
  value: string;
  label: string;
}

const currencyNames = new Intl.DisplayNames(["en"], { type: "currency" });
let currencies: TChoice[] | undefined;

/** "Japanese Yen (JPY)", by name. */
export function currencyChoices(): TChoice[] {
  currencies ??= CURRENCY_CODES.map((code) => ({
    value: code,
    label: `${currencyNames.of(code) ?? code} (${code})`,
  })).sort((a, b) => a.label.localeCompare(b.label, "en"));
  return currencies;
}

/** Regions and languages our merchants write in, besides the one proposed and the one set. */
const COMMON_LOCALES = [
  "en-US",
  "en-GB",
  "en-CA",
  "en-AU",
  "en-IE",
  "en-IN",
  "en-NG",
  "en-ZA",
  "en-KE",
  "en-SG",
  "en-AE",
  "hi-IN",
  "es-ES",
  "es-MX",
  "es-US",
  "es-AR",
  "es-CO",
  "es-CL",
  "es-PE",
  "ar-AE",
  "ar-SA",
  "ar-EG",
  "ar-JO",
  "ar-KW",
  "ar-MA",
  "ja-JP",
  "de-DE",
  "fr-FR",
  "it-IT",
  "pt-BR",
  "pt-PT",
  "nl-NL",
  "tr-TR",
  "id-ID",
  "ko-KR",
  "zh-CN",
  "ur-PK",
  "bn-BD",
];

const localeNames = new Intl.DisplayNames(["en"], { type: "language" });

/** "Japanese (Japan)" for each locale offered, with `keep` (the store's or the proposed one) in it. */
export function localeChoices(...keep: string[]): TChoice[] {
  const codes = new Set([...keep.filter(Boolean), ...COMMON_LOCALES]);
  return [...codes]
    .map((value) => ({ value, label: localeNames.of(value) ?? value }))
    .sort((a, b) => a.label.localeCompare(b.label, "en"));
}

/** How the store's money, times and days will read: "¥1,235 · 22:30 · Sun, Nov 29". */
export function formatsPreview(currency: string, locale: string): string {
  const shown = displayLocale(locale);
  const sample = formatMoney(Math.round(1234.5 * 10 ** currencyDigits(currency)), {
    currency,
    locale: shown,
  });
  return `${sample} · ${clockText("22:30", shown)} · ${dayText(20_786, shown)}`;
}

/**
 * What a new store is offered: its country's currency, and the browser's language written as that
 * country does (a Tokyo browser in Japanese: JPY, ja-JP). The country is the browser's time zone's,
 * as for the registration's phone; nothing known: a US dollar store.
 */
export function proposedFormats(timeZone: string | undefined, browserLanguage: string | undefined) {
  const country = countryOfTimeZone(timeZone);
  const language = (browserLanguage ?? "en").split("-")[0] ?? "en";
  return {
    currency: currencyOfCountry(country) ?? DEFAULT_CURRENCY,
    locale: (country && canonicalLocale(`${language}-${country}`)) || DEFAULT_LOCALE,
  };
}
