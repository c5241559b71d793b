import {
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";
import { displayLocale } from "#contracts/display-locale";
import { type Catalog, saidTranslator, type Translate, translator } from "#contracts/i18n/format-message";
import {
  DEFAULT_LANGUAGE,
  DEFAULT_LOCALE,
  directionOf,
  isLanguage,
  LANG_QUERY,
  LANGUAGES,
  pickLanguage,
  type TLanguage,
} from "#contracts/shopper-language";
import { useSearchParams } from "#web/lib/router";
import { keptLanguage, onKeptLanguage } from "./kept-language";
import { anyLoadedCatalog, englishIfLoaded, loadCatalog, loadedCatalog } from "./load-catalog";

export interface PageLanguage {
  language: TLanguage;
  /** The store's formats read in the page's language (displayLocale): "es-US", "ar-IN". */
  locale: string;
  dir: "ltr" | "rtl";
  t: Translate;
  /** An API's or a shared form's English words in the page's language, when the catalog has them. */
  said: (english: string) => string;
}

const pageIn = (language: TLanguage, catalog: Catalog, locale: string): PageLanguage => {
  const t = translator(catalog, locale);
  return { language, locale, dir: directionOf(language), t, said: saidTranslator(t) };
};

/**
 * Outside a store's pages (the marketplace): English, from its catalog once loaded (boot.tsx loads
 * it before the first render; until then a message reads as its id).
 */
const outsideAStore: PageLanguage = {
  language: "en",
  locale: DEFAULT_LOCALE,
  dir: "ltr",
  t: (id, values) => (englishIfLoaded() ?? ((message) => message))(id, values),
  said: (english) => english,
};

const PageLanguageContext = createContext<PageLanguage>(outsideAStore);

/** The language the server rendered this page in (entry-server.tsx): it decides, not the browser. */
export const RenderedLanguage = createContext<TLanguage | null>(null);

/** The page's language, its direction and formats, and `t` for its messages. */
export const usePageLanguage = () => useContext(PageLanguageContext);
/** `t(id, values)`: a storefront message in the page's language. */
export const useT = () => useContext(PageLanguageContext).t;

interface LanguageChoices {
  languages: readonly string[];
  defaultLanguage: string;
  locale: string;
}

/** A page of no known store (still loading, or none: its 404) reads in any language the shopper asks for. */
const ANY_STORE: LanguageChoices = {
  languages: LANGUAGES,
  defaultLanguage: DEFAULT_LANGUAGE,
  locale: DEFAULT_LOCALE,
};

/** The language of the last `?lang=` address opened in this tab. */
let askedLanguage: TLanguage | null = null;

const browserLanguages = () => (typeof navigator === "undefined" ? [] : navigator.languages);

/**
 * A store's pages in the shopper's language (issue 45 item 3): the address's `?lang=`, else the
 * switcher's kept choice, else the browser's languages, among those the store offers, else its
 * default. Until its catalog has loaded the page reads in one that has (English first); the page
 * (`<html lang dir>`) says which language it is in.
 */
export function StoreLanguage({
  store = ANY_STORE,
  children,
}: {
  store?: LanguageChoices;
  children: ReactNode;
}) {
  const [params] = useSearchParams();
  const rendered = useContext(RenderedLanguage);
  const kept = useSyncExternalStore(onKeptLanguage, keptLanguage, () => null);
  const query = params.get(LANG_QUERY);
  // A page asked for in a language (a `?lang=` link) keeps the store's next views in it, until the
  // shopper chooses one of their own.
  if (isLanguage(query)) askedLanguage = query;
  const language =
    rendered ?? pickLanguage(store, { query, kept: kept ?? askedLanguage, browser: browserLanguages() });
  const catalog = useLoadedCatalog(language);
  const value = useMemo((): PageLanguage => {
    // Until its catalog has come, the page reads in one that has (English first).
    const [shown, words] = catalog ? [language, catalog] : (anyLoadedCatalog() ?? ["en" as const, undefined]);
    if (!words) return outsideAStore;
    return pageIn(shown, words, displayLocale(store.locale, shown));
  }, [catalog, language, store.locale]);
  // Before the paint, so a right-to-left page never shows a frame laid out left to right (and
  // whoever sees the page's words sees its direction with them).
  useLayoutEffect(() => {
    const root = document.documentElement;
    // Only when they change: writing either restyles the whole page, even with the same value. The
    // server writes `dir` only for right to left; none reads as left to right.
    if (root.lang !== value.language) root.lang = value.language;
    if ((root.dir || "ltr") !== value.dir) root.dir = value.dir;
  }, [value]);
  return <PageLanguageContext.Provider value={value}>{children}</PageLanguageContext.Provider>;
}

/** `language`'s catalog once it has loaded (at once when it has). */
function useLoadedCatalog(language: TLanguage) {
  const [, setLoaded] = useState<TLanguage | null>(null);
  const catalog = loadedCatalog(language);
  useEffect(() => {
    if (!catalog) void loadCatalog(language).then(() => setLoaded(language));
  }, [catalog, language]);
  return catalog;
}

/**
 * A route's screen inside a language provider: `export default inLanguage(Screen)` (a page of no
 * known store, the 404: the language the shopper asks for), or with a store's own provider.
 */
export function inLanguage(
  Screen: ComponentType,
  Provider: ComponentType<{ children: ReactNode }> = StoreLanguage,
) {
  return function InLanguage() {
    return (
      <Provider>
        <Screen />
      </Provider>
    );
  };
}
