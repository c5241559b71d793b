/**
 * Which language a shopper reads a store in (issue 45 item 3, decision 0068). Both sides pick with
 * this: the server for the page it renders, the browser for every page after. Without zod: it is in
 * the storefront's first download.
 */

/** The languages a storefront can offer its shoppers. */
export const LANGUAGES = ["en", "es", "hi", "ar"] as const;
export type TLanguage = (typeof LANGUAGES)[number];

export const DEFAULT_LOCALE = "en-US";
export const DEFAULT_LANGUAGE: TLanguage = "en";

/** The address's `?lang=`: a language for that page alone (what `hreflang` links point to). */
export const LANG_QUERY = "lang";
/** The cookie the switcher keeps the shopper's choice in: the browser's, read by the server too. */
export const LANGUAGE_COOKIE = "lang";
/** A year: a choice is the shopper's until they change it. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Each language by its own name: what the switcher lists, readable by one who reads it. */
export const LANGUAGE_NAMES: Record<TLanguage, string> = {
  en: "English",
  es: "Español",
  hi: "हिन्दी",
  ar: "العربية",
};

/** Each language by its English name: how the dashboard, which is in English, names them. */
export const LANGUAGE_ENGLISH_NAMES: Record<TLanguage, string> = {
  en: "English",
  es: "Spanish",
  hi: "Hindi",
  ar: "Arabic",
};

export const isLanguage = (text: unknown): text is TLanguage =>
  typeof text === "string" && (LANGUAGES as readonly string[]).includes(text);

/** Arabic reads right to left; the others left to right. */
export const directionOf = (language: TLanguage): "rtl" | "ltr" => (language === "ar" ? "rtl" : "ltr");

export interface LanguageAsks {
  /** The page's `?lang=`. */
  query?: string | null;
  /** The switcher's choice, kept in the browser. */
  kept?: string | null;
  /** The browser's languages, first preferred ("es-MX", "en"). */
  browser?: readonly string[];
}

/**
 * The language of a store's page: the address's, else the shopper's own choice, else the first of
 * the browser's languages the store offers, else the store's default. Only what the store offers
 * is ever picked.
 */
export function pickLanguage(
  store: { languages: readonly string[]; defaultLanguage: string },
  { query, kept, browser = [] }: LanguageAsks,
): TLanguage {
  const offered = (language: string | null | undefined): language is TLanguage =>
    isLanguage(language) && store.languages.includes(language);
  if (offered(query)) return query;
  if (offered(kept)) return kept;
  for (const tag of browser) {
    const language = tag.split("-")[0]?.toLowerCase();
    if (offered(language)) return language;
  }
  return isLanguage(store.defaultLanguage) ? store.defaultLanguage : DEFAULT_LANGUAGE;
}

/** An Accept-Language header's languages, most wanted first ("es-MX,es;q=0.9,en;q=0.5"). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 500)
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, weight }) => tag !== "" && tag !== "*" && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/** A cookie header's value of the language cookie. */
export function keptLanguageOf(cookieHeader: string | undefined | null): string | null {
  if (!cookieHeader) return null;
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`).exec(cookieHeader);
  return match?.[1] ?? null;
}

/**
 * The query strings a storefront page is rendered on the server for: none, or its `?lang=` alone
 * (another view, `?view=cart`, renders in the browser).
 */
export function isFirstScreenQuery(search: string): boolean {
  const query = search.startsWith("?") ? search.slice(1) : search;
  return query === "" || /^lang=[a-z]{2}$/.test(query);
}

/** The `?lang=` of a query string, if any. */
export function queryLanguageOf(search: string): string | null {
  try {
    return new URLSearchParams(search).get(LANG_QUERY);
  } catch {
    return null;
  }
}
