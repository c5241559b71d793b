import type { TCategory, TProduct } from "./catalog";
import { CATALOG_MESSAGES } from "./catalog-messages";
import type { TFulfilmentOffer, TScheduledOrders } from "./fulfilment";
import type { TStoreLocation } from "./maps";
import type { TStorePayments } from "./payments";
import type { TStoreFormats } from "./store-locale";
import type { TStoreOrderLimits } from "./store-order-limits";
import type { TLocalMoment, TTradingHours } from "./trading-hours";

/**
 * Public storefront contracts: what a visitor (no sign-in) sees of a store. Only the storefront
 * fields of a merchant ever appear here: never email, password or approval state.
 */

export interface TStorefrontMerchant extends TStoreFormats {
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
  /** "Accept prescription orders": the store shows the prescription card and takes such orders. */
  acceptsPrescriptions: boolean;
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
  /**
   * Whether the store takes orders at the time of the answer (its hours, closures and pause; the
   * server's clock decides), and the store-local time that next changes, as on its own page.
   */
  openNow: boolean;
  closesAt: TLocalMoment | null;
  opensAt: TLocalMoment | null;
}
/**
 * GET /api/marketplace: one page of stores (the spec's array), by name. The total of the stores that
 * match comes in `X-Total-Count`, the next page's cursor in `X-Next-Cursor` (absent on the last).
 */
export type TGetMarketplaceResponse = TMarketplaceEntry[];
/** Stores per marketplace page. */
export const MARKETPLACE_PAGE_SIZE = 60;

/** Products per page of a store: the microsite carries the first page, the rest come on request. */
export const MICROSITE_PAGE_SIZE = 200;

/** A category as a store's page shows it: with how many of its products shoppers can see. */
export interface TStorefrontCategory extends TCategory {
  /** Available products in the category, counted over the whole store (not only the first page). */
  productCount: number;
}

/**
 * The store on its own page: also its trading day, and whether it takes orders now (`openNow`, true
 * at the time of the answer; it can be up to PUBLIC_CACHE_TTL_MS old, never past the next change).
 */
export interface TMicrositeMerchant extends TStorefrontMerchant, TTradingHours {
  openNow: boolean;
  /** Paused by the merchant ("not taking orders right now"), as the server's clock says. */
  paused: boolean;
  /** A pharmacy takes prescriptions while closed (not while paused), to review at opening. */
  prescriptionsWhileClosed: boolean;
  /** How the store hands orders over (issue 27). */
  fulfilment: TFulfilmentOffer;
  /** Orders for later: whether the checkout offers slots (GET /api/microsite/{slug}/slots), and the
   * preparation lead time (a pickup's ready time). */
  scheduledOrders: Pick<TScheduledOrders, "enabled" | "leadMinutes">;
  /** What a store without delivery zones charges for delivery, 2-decimal string. */
  deliveryFee: string;
  /** Store-local time the store next closes (when open) or opens (when closed); null for none. */
  closesAt: TLocalMoment | null;
  opensAt: TLocalMoment | null;
  /** The store's phone for a wa.me link: international digits without "+", or null for no link. */
  whatsappPhone: string | null;
  /** How much one order may take (issue 40): with a product's `maxPerOrder`, where the selector stops. */
  orderLimits: TStoreOrderLimits;
  /** How the checkout can be paid now (issue 41): cash, and card when the store takes them now. */
  payments: TStorePayments;
  /** Where the store is (Settings), or null: the shopper's map opens there when no area is drawn. */
  location: TStoreLocation | null;
  /**
   * From what subtotal every delivery is free, 2-decimal string ("0.00": always), or null when it
   * is not free everywhere (issue 42: the product page promises only this; storeFreeDeliveryOver).
   */
  freeDeliveryOver: string | null;
}

/** GET /api/microsite/{slug} */
export interface TGetMicrositeResponse {
  merchant: TMicrositeMerchant;
  /** Available products, newest first (same fields as the catalog's product): the first page. */
  products: TProduct[];
  /** How many available products the store has in all. */
  productTotal: number;
  /** Pass to GET /api/microsite/{slug}/products?cursor= for the next page; null when there is none. */
  nextCursor: string | null;
  /** By sortOrder, then name, each with its count of available products. */
  categories: TStorefrontCategory[];
  /** Available products without a category. */
  uncategorisedCount: number;
  /** True when the store has at least one active zone with a drawn area. */
  hasDeliveryZones: boolean;
  /** Active ads, by sortOrder then createdAt. */
  ads: TPublicAd[];
}

/**
 * GET /api/microsite/{slug}/products?cursor=&limit=&category=&q=&price=&availability=&ids=: a page
 * of the store's available products that match, in the store's order (newest first).
 */
export interface TGetMicrositeProductsResponse {
  products: TProduct[];
  /** Pass as `cursor` (with the same filters) for the next page; null on the last. */
  nextCursor: string | null;
  /** How many products match the filters in all, across every page. */
  total: number;
}

/** GET /api/microsite/{slug}/product/{productId}: an available product of an approved store. */
export type TGetMicrositeProductResponse = TProduct;

/** What a store's home and link previews say when the merchant wrote no description (spec section 2). */
export const DEFAULT_STORE_DESCRIPTION = "Quality products, great service";

export const STOREFRONT_MESSAGES = {
  storeNotFound: "Store not found",
  // One text for a missing product, public or the merchant's: a route's malformed product id gets
  // it before any service runs (src/server/access/own-rows.ts).
  productNotFound: CATALOG_MESSAGES.productNotFound,
} as const;

/** The name a store shows: the custom display name when set, else the business name. */
export function storeDisplayName(
  merchant: Pick<TStorefrontMerchant, "businessName" | "customDisplayName">,
): string {
  return merchant.customDisplayName?.trim() || merchant.businessName;
}
