import type { TCategory } from "#contracts/catalog";
import { type TranslationValues, toTranslationValues } from "./translations-form";

/** What the category form edits; the sort order is typed as text and parsed by the contract. */
export interface CategoryFormValues {
  name: string;
  description: string;
  sortOrder: string;
  /** Its name and description in the store's other languages (issue 45 item 5). */
  translations: TranslationValues;
}

/** A new category's sort order starts empty: it goes after the store's last one (issue 42). */
export function toCategoryFormValues(category: TCategory | null): CategoryFormValues {
  return {
    name: category?.name ?? "",
    description: category?.description ?? "",
    sortOrder: category ? String(category.sortOrder) : "",
    translations: toTranslationValues(category?.translations),
  };
}
