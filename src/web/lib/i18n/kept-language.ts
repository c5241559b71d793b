import type { TLanguage } from "#contracts/shopper-language";
import { keptLanguageOf, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from "#contracts/shopper-language";

/**
 * The language a shopper chose with the switcher, kept in the browser as a cookie: the server reads
 * it too, so the next page it renders is already in that language (decision 0068).
 */
const listeners = new Set<() => void>();

export const keptLanguage = (): string | null =>
  typeof document === "undefined" ? null : keptLanguageOf(document.cookie);

export function keepLanguage(language: TLanguage) {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie, read by the server as well
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`;
  for (const listener of listeners) listener();
}

export function onKeptLanguage(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
