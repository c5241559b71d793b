import type { TCatalogTranslations } from "#contracts/catalog";
import type { Translate } from "#contracts/i18n/format-message";
import type { TLanguage } from "#contracts/shopper-language";
import { UNCATEGORISED_SECTION } from "#contracts/store-home";

/** What a category, a product or a menu section shows of its merchant's own words. */
export interface MerchantWords {
  name: string;
  description: string | null;
  /** Left out by a menu's own section ("More") and by a cart saved before translations came. */
  translations?: TCatalogTranslations;
}

/**
 * The one rule for a merchant's words on a store's page (issue 45 item 5): the merchant's own
 * translation for the page's language, name and description each, else the original as written.
 * Never machine-translated.
 */
export function localized(
  item: MerchantWords,
  language: TLanguage,
): { name: string; description: string | null } {
  const words = item.translations?.[language];
  return { name: words?.name || item.name, description: words?.description || item.description };
}

/** A menu's section: its category's words, or for the dishes without one, the page's "More". */
export function localizedSection(
  section: MerchantWords & { id: string },
  language: TLanguage,
  t: Translate,
): { name: string; description: string | null } {
  if (section.id === UNCATEGORISED_SECTION.id) return { name: t("store.moreSection"), description: null };
  return localized(section, language);
}
