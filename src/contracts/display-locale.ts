import type { TMoneyFormat } from "./money";

// Without zod: the storefront formats every price with these (decision 0067).

/** The storefront's language when a store offers no other (and the dashboard's, for now). */
const ENGLISH = "en";

const displayLocales = new Map<string, string>();

/**
 * The locale a reader sees a store's formats in (decision 0067): the store's own when the reader
 * reads its language, else the reader's language with the store's region. An English page of an
 * Osaka store ("ja-JP") is "en-JP": 24-hour times, "¥1,200", "Sun, Nov 29", in words the page is in.
 */
export function displayLocale(storeLocale: string, language: string = ENGLISH): string {
  const key = `${storeLocale}|${language}`;
  let locale = displayLocales.get(key);
  if (locale === undefined) {
    try {
      const store = new Intl.Locale(storeLocale);
      const region = store.region ?? store.maximize().region;
      locale = store.language === language ? storeLocale : new Intl.Locale(language, { region }).toString();
    } catch {
      locale = language;
    }
    displayLocales.set(key, locale);
  }
  return locale;
}

/** How a store's money reads on a page in `language`: its currency, in displayLocale. */
export const storeMoneyFormat = (
  store: { currency: string; locale: string },
  language: string = ENGLISH,
): TMoneyFormat => ({ currency: store.currency, locale: displayLocale(store.locale, language) });
