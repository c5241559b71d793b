import { z } from "zod";
import { DEFAULT_CURRENCY, isCurrencyCode } from "./currency";
import { DEFAULT_LANGUAGE, DEFAULT_LOCALE, LANGUAGES, type TLanguage } from "./shopper-language";

/**
 * A store's formats and languages (issue 45, decision 0067): the contract fields `currency`,
 * `locale`, `languages` and `defaultLanguage` of registration, Settings, GET /api/user and the
 * microsite's merchant.
 */

// Without zod, for the storefront's first download: the languages and the defaults (decision 0068).
export { DEFAULT_LANGUAGE, DEFAULT_LOCALE, LANGUAGES, type TLanguage } from "./shopper-language";

export interface TStoreFormats {
  /** ISO 4217: every amount of the store is in it. */
  currency: string;
  /** BCP 47: how its money, numbers, dates and times are written. */
  locale: string;
  /** The languages its storefront offers, the default among them. */
  languages: TLanguage[];
  defaultLanguage: TLanguage;
}

export const STORE_FORMATS_MESSAGES = {
  currency: "Please choose a currency from the list (an ISO 4217 code such as USD, INR or JPY)",
  currencyHasOrders: "The currency cannot change once the store has orders",
  locale: "Please choose a language and region for formats, such as en-US, en-GB, de-DE or hi-IN",
  languages: "Please offer one or more of English, Spanish, Hindi and Arabic",
  defaultLanguage: "The default language must be one the store offers",
} as const;

/** "en-us" -> "en-US"; null for what is not a BCP 47 tag the runtime can format in. */
export function canonicalLocale(text: string): string | null {
  try {
    const [tag] = Intl.getCanonicalLocales(text);
    return tag && Intl.NumberFormat.supportedLocalesOf(tag).length > 0 ? tag : null;
  } catch {
    return null;
  }
}

const ZCurrency = z
  .string({ error: STORE_FORMATS_MESSAGES.currency })
  .trim()
  .toUpperCase()
  .refine(isCurrencyCode, STORE_FORMATS_MESSAGES.currency);

const ZLocale = z
  .string({ error: STORE_FORMATS_MESSAGES.locale })
  .trim()
  .max(35, STORE_FORMATS_MESSAGES.locale)
  .transform((text, ctx) => {
    const tag = canonicalLocale(text);
    if (tag) return tag;
    ctx.addIssue({ code: "custom", message: STORE_FORMATS_MESSAGES.locale });
    return z.NEVER;
  });

const ZLanguage = z.enum(LANGUAGES, { error: STORE_FORMATS_MESSAGES.languages });

/** Each field optional: registration defaults what is left out, Settings keeps it as it is. */
export const storeFormatsFields = {
  currency: ZCurrency.optional(),
  locale: ZLocale.optional(),
  languages: z
    .array(ZLanguage, { error: STORE_FORMATS_MESSAGES.languages })
    .min(1, STORE_FORMATS_MESSAGES.languages)
    .max(LANGUAGES.length, STORE_FORMATS_MESSAGES.languages)
    .transform((list) => LANGUAGES.filter((language) => list.includes(language)))
    .optional(),
  defaultLanguage: ZLanguage.optional(),
};

/** The default language must be offered; checked where both are known (the stored ones fill gaps). */
export function defaultLanguageProblem(languages: readonly string[], defaultLanguage: string): string | null {
  return languages.includes(defaultLanguage) ? null : STORE_FORMATS_MESSAGES.defaultLanguage;
}

/** A new store's formats when the request names none: a US dollar store in English, as before. */
export const DEFAULT_STORE_FORMATS: TStoreFormats = {
  currency: DEFAULT_CURRENCY,
  locale: DEFAULT_LOCALE,
  languages: [DEFAULT_LANGUAGE],
  defaultLanguage: DEFAULT_LANGUAGE,
};
