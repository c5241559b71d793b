import { type Catalog, type Translate, translator } from "#contracts/i18n/format-message";
import { LANGUAGES, type TLanguage } from "#contracts/shopper-language";

/**
 * The storefront's catalogs (decision 0068): each language a file of its own, English included,
 * downloaded only by a page in that language (boot.tsx loads the page's before its first render).
 */
const loaded = new Map<TLanguage, Catalog>();

/** The catalog of `language` if it has loaded. */
export const loadedCatalog = (language: TLanguage): Catalog | undefined => loaded.get(language);

/** Some catalog that has loaded, English first: what a page reads in while its own is on its way. */
export const anyLoadedCatalog = (): [TLanguage, Catalog] | undefined => {
  for (const language of LANGUAGES) {
    const catalog = loaded.get(language);
    if (catalog) return [language, catalog];
  }
  return undefined;
};

const IMPORTS: Record<TLanguage, () => Promise<{ default: Catalog }>> = {
  en: () => import("#contracts/i18n/en"),
  es: () => import("#contracts/i18n/es"),
  hi: () => import("#contracts/i18n/hi"),
  ar: () => import("#contracts/i18n/ar"),
};

const loading = new Map<TLanguage, Promise<Catalog | undefined>>();

/** Loads the catalog of `language` (once); undefined on a failed download, tried again next time. */
export function loadCatalog(language: TLanguage): Promise<Catalog | undefined> {
  const known = loaded.get(language);
  if (known) return Promise.resolve(known);
  let load = loading.get(language);
  if (!load) {
    load = IMPORTS[language]().then(
      ({ default: catalog }) => {
        loaded.set(language, catalog);
        return catalog;
      },
      () => {
        loading.delete(language);
        return undefined;
      },
    );
    loading.set(language, load);
  }
  return load;
}

let english: Translate | null = null;

/**
 * The storefront's English words when they have loaded, else null: what a server's English
 * sentence is recognised by (hooks/order-failure.ts). Screens that need it load it first.
 */
export function englishIfLoaded(): Translate | null {
  if (english) return english;
  const catalog = loaded.get("en");
  english = catalog ? translator(catalog, "en-US") : null;
  return english;
}
