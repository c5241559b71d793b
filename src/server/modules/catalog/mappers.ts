import type { TCatalogTranslations, TCategory, TProduct } from "#contracts/catalog";
import { toDecimalString } from "#contracts/money";
import type { TOptionGroup } from "#contracts/product-options";
import { LANGUAGES } from "#contracts/shopper-language";
import type { CategoryRow } from "#server/db/schema/categories";
import type { ProductRow } from "#server/db/schema/products";

/**
 * A product as its API answers it, its prices in the store's currency (decision 0067);
 * `optionGroups` only when it has some (else exactly as before issue 28).
 */
export function toProductResponse(
  row: ProductRow,
  currency: string,
  optionGroups: TOptionGroup[] = [],
): TProduct {
  const product: TProduct = {
    id: row.id,
    merchantId: row.merchantId,
    categoryId: row.categoryId,
    name: row.name,
    description: row.description,
    currency,
    price: toDecimalString(row.price, currency),
    discountPrice: row.discountPrice == null ? null : toDecimalString(row.discountPrice, currency),
    imageUrl: row.imageUrl,
    quantity: row.quantity,
    isAvailable: row.isAvailable,
    maxPerOrder: row.maxPerOrder,
    translations: toTranslations(row.translations),
    isExample: row.isExample,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (optionGroups.length > 0) product.optionGroups = optionGroups;
  return product;
}

export function toCategoryResponse(row: CategoryRow): TCategory {
  return {
    id: row.id,
    merchantId: row.merchantId,
    name: row.name,
    description: row.description,
    sortOrder: row.sortOrder,
    translations: toTranslations(row.translations),
    isExample: row.isExample,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The stored translations, language by language and text by text: only the storefront's languages
 * and only non-blank text leave the server, whatever the column came to hold.
 */
function toTranslations(stored: TCatalogTranslations | null): TCatalogTranslations {
  const translations: TCatalogTranslations = {};
  for (const language of LANGUAGES) {
    const words = stored?.[language];
    const name = typeof words?.name === "string" && words.name ? words.name : undefined;
    const description =
      typeof words?.description === "string" && words.description ? words.description : undefined;
    if (name || description)
      translations[language] = { ...(name && { name }), ...(description && { description }) };
  }
  return translations;
}
