import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from "#contracts/store-locale";
import type { TStorefrontMerchant } from "#contracts/storefront";
import type { StorefrontMerchantRow } from "./queries";

/** Copies field by field, so a column added to the query later cannot leak by accident. */
export function toStorefrontMerchant(row: StorefrontMerchantRow): TStorefrontMerchant {
  return {
    id: row.id,
    businessName: row.businessName,
    businessSlug: row.businessSlug,
    businessType: row.businessType,
    customDisplayName: row.customDisplayName,
    description: row.description,
    contactPhone: row.contactPhone,
    address: row.address,
    theme: row.theme,
    logoUrl: row.logoUrl,
    acceptsPrescriptions: row.acceptsPrescriptions,
    currency: row.currency,
    locale: row.locale,
    languages: row.languages.filter(isLanguage),
    defaultLanguage: isLanguage(row.defaultLanguage) ? row.defaultLanguage : DEFAULT_LANGUAGE,
  };
}

/** The column holds text: only the languages a storefront can offer leave the server. */
const isLanguage = (text: string): text is TLanguage => (LANGUAGES as readonly string[]).includes(text);
