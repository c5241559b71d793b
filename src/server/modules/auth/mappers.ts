import type { TMerchant } from "#contracts/auth";
import type { TLanguage, TStoreFormats } from "#contracts/store-locale";
import type { MerchantRow } from "#server/db/schema/merchants";
import { toStoreLocation } from "#server/modules/merchants/mappers";
import { storeCountry } from "#server/phones/whatsapp-phone";

/** The only way a merchant row leaves the server: the password hash never does. */
export function toMerchantResponse(row: MerchantRow): TMerchant {
  return {
    id: row.id,
    email: row.email,
    businessName: row.businessName,
    businessSlug: row.businessSlug,
    businessType: row.businessType,
    contactPhone: row.contactPhone,
    address: row.address,
    description: row.description,
    isApproved: row.isApproved,
    status: row.status,
    // The merchant is told why their store was rejected or suspended (issue 47); a reason kept from
    // before a reinstatement is the operator's record, not the merchant's news.
    statusReason: row.status === "rejected" || row.status === "suspended" ? row.statusReason : null,
    licenceNumber: row.licenceNumber,
    logoUrl: row.logoUrl,
    customDisplayName: row.customDisplayName,
    theme: row.theme,
    acceptsPrescriptions: row.acceptsPrescriptions,
    country: row.country,
    phoneCountry: storeCountry(row),
    location: toStoreLocation(row),
    ...storeFormatsOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The store's currency, formats and languages, as every answer about the store carries them. */
export const storeFormatsOf = (
  row: Pick<MerchantRow, "currency" | "locale" | "languages" | "defaultLanguage">,
): TStoreFormats => ({
  currency: row.currency,
  locale: row.locale,
  languages: row.languages as TLanguage[],
  defaultLanguage: row.defaultLanguage as TLanguage,
});
