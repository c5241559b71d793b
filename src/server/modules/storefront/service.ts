import { isUuid } from "../../../contracts/ids";
import {
  STOREFRONT_MESSAGES,
  type TGetMarketplaceResponse,
  type TGetMicrositeProductResponse,
  type TGetMicrositeResponse,
} from "../../../contracts/storefront";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import { toCategoryResponse } from "../catalog/to-category-response";
import { toProductResponse } from "../catalog/to-product-response";
import {
  findApprovedMerchantBySlug,
  findAvailableProductInStore,
  hasActiveDeliveryZone,
  listActiveAds,
  listAvailableProducts,
  listCategories,
  listMarketplace,
} from "./queries";
import { toPublicAd, toStorefrontMerchant } from "./to-storefront-response";

/** Public reads: no merchant session involved; every query is scoped to one approved store. */

export async function getMarketplace(db: Db): Promise<TGetMarketplaceResponse> {
  const rows = await listMarketplace(db);
  return rows.map((row) => ({
    merchant: toStorefrontMerchant(row.merchant),
    productCount: row.productCount,
    activeAdsCount: row.activeAdsCount,
  }));
}

export async function getMicrosite(db: Db, slug: string): Promise<TGetMicrositeResponse> {
  const merchant = await findApprovedMerchantBySlug(db, slug);
  if (!merchant) throw new AppError("NOT_FOUND", STOREFRONT_MESSAGES.storeNotFound);
  const [products, categories, ads, hasDeliveryZones] = await Promise.all([
    listAvailableProducts(db, merchant.id),
    listCategories(db, merchant.id),
    listActiveAds(db, merchant.id),
    hasActiveDeliveryZone(db, merchant.id),
  ]);
  return {
    merchant: toStorefrontMerchant(merchant),
    products: products.map(toProductResponse),
    categories: categories.map(toCategoryResponse),
    hasDeliveryZones,
    ads: ads.map(toPublicAd),
  };
}

export async function getMicrositeProduct(
  db: Db,
  slug: string,
  productId: string,
): Promise<TGetMicrositeProductResponse> {
  // A malformed id is just another missing product, not a database error.
  const found = isUuid(productId) ? await findAvailableProductInStore(db, slug, productId) : undefined;
  if (!found) throw new AppError("NOT_FOUND", STOREFRONT_MESSAGES.productNotFound);
  return toProductResponse(found.product);
}
