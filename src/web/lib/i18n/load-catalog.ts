import en from "#contracts/i18n/en";
import type { Catalog } from "#contracts/i18n/format-message";
import type { TLanguage } from "#contracts/store-locale";

/**
 * The storefront's catalogs (decision 0068): English comes with the storefront's code; any other
 * language is a file of its own, downloaded only by a page in that language.
 */
const loaded = new Map<TLanguage, Catalog>([["en", en]]);

export const ENGLISH: Catalog = en;

/** The catalog of `language` if it has loaded. */
export const loadedCatalog = (language: TLanguage): Catalog | undefined => loaded.get(language);

const IMPORTS: Record<Exclude<TLanguage, "en">, () => Promise<{ default: Catalog }>> = {
  es: () => import("#contracts/i18n/es"),
  hi: () => import("#contracts/i18n/hi"),
  ar: () => import("#contracts/i18n/ar"),
};

/** Loads the catalog of `language` (once); English on a failed download, so the page still reads. */
export async function loadCatalog(language: TLanguage): Promise<Catalog> {
  const known = loaded.get(language);
  if (known) return known;
  if (language === "en") return en;
  try {
    const { default: catalog } = await IMPORTS[language]();
    loaded.set(language, catalog);
    return catalog;
  } catch {
    return en;
  }
}
