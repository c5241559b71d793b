import {
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";
import { displayLocale } from "#contracts/display-locale";
import { type Catalog, saidTranslator, type Translate, translator } from "#contracts/i18n/format-message";
import { directionOf, LANG_QUERY, pickLanguage } from "#contracts/shopper-language";
import { DEFAULT_LANGUAGE, DEFAULT_LOCALE, LANGUAGES, type TLanguage } from "#contracts/store-locale";
import { useSearchParams } from "#web/lib/router";
import { keptLanguage, onKeptLanguage } from "./kept-language";
import { ENGLISH, loadCatalog, loadedCatalog } from "./load-catalog";

export interface PageLanguage {
  language: TLanguage;
  /** The store's formats read in the page's language (displayLocale): "es-US", "ar-IN". */
  locale: string;
  dir: "ltr" | "rtl";
  t: Translate;
  /** An API's or a shared form's English words in the page's language, when the catalog has them. */
  said: (english: string) => string;
}

const inLanguage = (language: TLanguage, catalog: Catalog, locale: string): PageLanguage => {
  const t = translator(catalog, locale, ENGLISH);
  return { language, locale, dir: directionOf(language), t, said: saidTranslator(catalog, t) };
};
const english = (locale: string) => inLanguage("en", ENGLISH, locale);

const PageLanguageContext = createContext<PageLanguage>(english(DEFAULT_LOCALE));

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

const browserLanguages = () => (typeof navigator === "undefined" ? [] : navigator.languages);

/**
 * A store's pages in the shopper's language (issue 45 item 3): the address's `?lang=`, else the
 * switcher's kept choice, else the browser's languages, among those the store offers, else its
 * default. Until another language's catalog has loaded the page reads in English; the page
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
  const language =
    rendered ?? pickLanguage(store, { query: params.get(LANG_QUERY), kept, browser: browserLanguages() });
  const catalog = useLoadedCatalog(language);
  const value = useMemo((): PageLanguage => {
    const locale = displayLocale(store.locale, catalog ? language : "en");
    if (!catalog) return english(locale);
    return inLanguage(language, catalog, locale);
  }, [catalog, language, store.locale]);
  useEffect(() => {
    const root = document.documentElement;
    root.lang = value.language;
    root.dir = value.dir;
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

/** A page of no known store (the 404) in the language the shopper asks for: `?lang=`, kept, browser. */
export function inShopperLanguage(Screen: ComponentType) {
  return function InShopperLanguage() {
    return (
      <StoreLanguage>
        <Screen />
      </StoreLanguage>
    );
  };
}
