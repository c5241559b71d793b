import type { TCategory, TProduct } from "./catalog";

/**
 * Public storefront contracts: what a visitor (no sign-in) sees of a store. Only the storefront
 * fields of a merchant ever appear here: never email, password or approval state.
 */

export interface TStorefrontMerchant {
  id: string;
  businessName: string;
  businessSlug: string;
  businessType: string;
  customDisplayName: string | null;
  description: string | null;
  contactPhone: string | null;
  address: string | null;
  theme: string;
  logoUrl: string | null;
}

export interface TPublicAd {
  id: string;
  merchantId: string;
  title: string;
  imageUrl: string;
  link: string | null;
  isActive: boolean;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/marketplace: one entry per approved store, sorted by business name. */
export interface TMarketplaceEntry {
  merchant: TStorefrontMerchant;
  /** Available products only. */
  productCount: number;
  activeAdsCount: number;
}
export type TGetMarketplaceResponse = TMarketplaceEntry[];

/** GET /api/microsite/{slug} */
export interface TGetMicrositeResponse {
  merchant: TStorefrontMerchant;
  /** Available products, newest first (same fields as the catalog's product). */
  products: TProduct[];
  /** By sortOrder, then name. */
  categories: TCategory[];
  /** True when the store has at least one active zone with a drawn area. */
  hasDeliveryZones: boolean;
  /** Active ads, by sortOrder then createdAt. */
  ads: TPublicAd[];
}

/** GET /api/microsite/{slug}/product/{productId}: an available product of an approved store. */
export type TGetMicrositeProductResponse = TProduct;

export const STOREFRONT_MESSAGES = {
  storeNotFound: "Store not found",
  productNotFound: "Product not found",
} as const;

/** The name a store shows: the custom display name when set, else the business name. */
export function storeDisplayName(
  merchant: Pick<TStorefrontMerchant, "businessName" | "customDisplayName">,
): string {
  return merchant.customDisplayName?.trim() || merchant.businessName;
}
