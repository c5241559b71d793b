import type { TPublicAd, TStorefrontMerchant } from "../../../contracts/storefront";
import type { AdRow } from "../../db/schema/ads";
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
  };
}

export function toPublicAd(row: AdRow): TPublicAd {
  return {
    id: row.id,
    merchantId: row.merchantId,
    title: row.title,
    imageUrl: row.imageUrl,
    link: row.link,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
