import type { TCatalogTranslations } from "#contracts/catalog";
import { LANGUAGES, type TLanguage } from "#contracts/shopper-language";

/** What a form's Translations section edits: per language, a name and a description ("" for none). */
export type TranslationValues = Partial<Record<TLanguage, { name: string; description: string }>>;

/** The form's path to one translated text ("translations.es.name"). */
export type TranslationPath = `translations.${TLanguage}.${"name" | "description"}`;

/**
 * An item's translations as its form edits them (issue 45 item 5). Every language it has is kept,
 * an offered one or not: the form sends the whole set back, so a translation for a language the
 * store stopped offering stays for when it offers it again. The contract drops what is left blank.
 */
export function toTranslationValues(translations: TCatalogTranslations | undefined): TranslationValues {
  const values: TranslationValues = {};
  for (const language of LANGUAGES) {
    const words = translations?.[language];
    if (words) values[language] = { name: words.name ?? "", description: words.description ?? "" };
  }
  return values;
}

/** Whether a form asks for translations: when the store offers more than one language. */
export const asksTranslations = (languages: readonly TLanguage[]) => languages.length > 1;
