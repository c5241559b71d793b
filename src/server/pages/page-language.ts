import type { FastifyRequest } from "fastify";
import {
  acceptedLanguages,
  DEFAULT_LANGUAGE,
  directionOf,
  keptLanguageOf,
  LANG_QUERY,
  pickLanguage,
  queryLanguageOf,
  type TLanguage,
} from "#contracts/shopper-language";
import type { TStorefrontMerchant } from "#contracts/storefront";
import { escapeHtml } from "./og-tags";

/**
 * The language a storefront page is sent in (issue 45 item 3, decision 0068): the address's
 * `?lang=`, else the shopper's kept choice (the switcher's cookie), else the first of the browser's
 * Accept-Language the store offers, else the store's default. The marketplace is in English.
 */
export function pageLanguageOf(
  request: FastifyRequest,
  query: string | undefined,
  merchant: Pick<TStorefrontMerchant, "languages" | "defaultLanguage"> | undefined,
): TLanguage {
  if (!merchant) return DEFAULT_LANGUAGE;
  return pickLanguage(merchant, {
    query: query === undefined ? null : queryLanguageOf(query),
    kept: keptLanguageOf(request.headers.cookie),
    browser: acceptedLanguages(request.headers["accept-language"]),
  });
}

/** What a page's HTML depends on besides its address, for caches between it and the shopper. */
export const LANGUAGE_VARY = "Accept-Language, Cookie";

/** `url` in `language`: the address an `hreflang` link points to. */
export const urlInLanguage = (url: string, language: string) => `${url}?${LANG_QUERY}=${language}`;

/**
 * The page in `language`: `<html lang dir>` set, and, for a store that offers more than one
 * language, an `hreflang` link to each (the plain address as `x-default`, which reads in the
 * shopper's own language).
 */
export function withPageLanguage(
  html: string,
  language: TLanguage,
  page: { url: string; languages: readonly string[] } | null,
): string {
  const tagged = html.replace(
    /<html\b[^>]*>/i,
    `<html lang="${language}"${directionOf(language) === "rtl" ? ' dir="rtl"' : ""}>`,
  );
  if (!page || page.languages.length < 2) return tagged;
  const links = [
    ...page.languages.map(
      (l) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(urlInLanguage(page.url, l))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(page.url)}">`,
  ].join("\n    ");
  const end = tagged.search(/<\/head>/i);
  return end === -1 ? tagged : `${tagged.slice(0, end)}  ${links}\n  ${tagged.slice(end)}`;
}
