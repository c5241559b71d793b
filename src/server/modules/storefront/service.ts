import type { TDeliveryAreasResponse } from "#contracts/maps";
import { SLUG_PATTERN } from "#contracts/slug";
import { STORE_UNAVAILABLE } from "#contracts/store-status";
import {
  MARKETPLACE_PAGE_SIZE,
  MICROSITE_PAGE_SIZE,
  STOREFRONT_MESSAGES,
  type TGetMarketplaceResponse,
  type TGetMicrositeProductResponse,
  type TGetMicrositeProductsResponse,
  type TGetMicrositeResponse,
  type TStorefrontMerchant,
} from "#contracts/storefront";
import type { TMarketplaceQuery, TMicrositeProductsQuery } from "#contracts/storefront-requests";
import type { PaymentSettings } from "#server/config";
import type { Db, Tx } from "#server/db/client";
import type { ProductRow } from "#server/db/schema/products";
import { type AppError, gone, notFound } from "#server/errors";
import { toAdResponse } from "#server/modules/ads/mappers";
import { listCategories, withOptionGroups } from "#server/modules/catalog/service";
import { toStoreLocation } from "#server/modules/merchants/mappers";
import { toStoreOrderLimits } from "#server/modules/orders/service";
import { NO_PAYMENT_PROVIDERS, paymentsOffered } from "#server/modules/payments/service";
import { publicTrading } from "#server/modules/trading/service";
import { freeDeliveryOver, hasDeliveryArea, publicDeliveryAreas } from "#server/modules/zones/service";
import { storeWhatsappDigits } from "#server/phones/whatsapp-phone";
import {
  countStoreProducts,
  countVisibleByCategory,
  firstStoreProductsPage,
  type ListingFilter,
  listStoreProducts,
} from "./listing-queries";
import { toStorefrontMerchant } from "./mappers";
import {
  countMarketplace,
  findApprovedMerchantBySlug,
  findAvailableProductInStore,
  isSuspendedStore,
  listActiveAds,
  listMarketplace,
} from "./queries";

// Public reads: no merchant session involved; every query is scoped to one approved store.

/**
 * Why no approved store has this slug, as the error to answer: a suspended store's 410 "This store
 * is temporarily unavailable" (issue 47), or `otherwise` (by default 404 'Store not found') for an
 * unknown, pending or rejected one, which shoppers cannot tell from a store that never was.
 */
export async function missingStore(
  db: Db | Tx,
  slug: string,
  otherwise: AppError = notFound(STOREFRONT_MESSAGES.storeNotFound),
): Promise<AppError> {
  return SLUG_PATTERN.test(slug) && (await isSuspendedStore(db, slug)) ? gone(STORE_UNAVAILABLE) : otherwise;
}

/**
 * The approved store with this slug, as read; 410 for a suspended one, 404 'Store not found'
 * otherwise. `suspended: "unknown"`: a suspended store is a 404 like any other (its orders' tracking).
 */
async function requireStoreRow(db: Db, slug: string, suspended: "gone" | "unknown" = "gone") {
  // A string that cannot be a slug (a NUL, a space...) is just another unknown store.
  const merchant = SLUG_PATTERN.test(slug) ? await findApprovedMerchantBySlug(db, slug) : undefined;
  if (merchant) return merchant;
  throw suspended === "gone" ? await missingStore(db, slug) : notFound(STOREFRONT_MESSAGES.storeNotFound);
}

/** The approved store with this slug, as the public sees it; 410 when suspended, else 404 'Store not found'. */
export async function requirePublicStore(db: Db, slug: string): Promise<TStorefrontMerchant> {
  return toStorefrontMerchant(await requireStoreRow(db, slug));
}

/**
 * The same store with its own phone as wa.me links want it: digits, or null for no link. For the
 * tracking page, which answers 404 for a suspended store's order as for an unknown one.
 */
export async function requirePublicStoreWithWhatsapp(
  db: Db,
  slug: string,
): Promise<TStorefrontMerchant & { whatsappPhone: string | null }> {
  const row = await requireStoreRow(db, slug, "unknown");
  return { ...toStorefrontMerchant(row), whatsappPhone: storeWhatsappDigits(row) };
}

/**
 * A marketplace page: the stores (the response body), how many match, the next page's cursor, and
 * when one of the stores listed next opens or closes (epoch ms, null for never): a cached copy must
 * not outlive it.
 */
export interface MarketplacePage {
  stores: TGetMarketplaceResponse;
  total: number;
  nextCursor: string | null;
  changesAt: number | null;
}

export async function getMarketplace(
  db: Db,
  now: number,
  { q, type, cursor, limit }: Partial<TMarketplaceQuery> & { limit: number } = {
    limit: MARKETPLACE_PAGE_SIZE,
  },
): Promise<MarketplacePage> {
  const filter = { q, type };
  // One row more than the page tells whether there is a next one.
  const [rows, total] = await Promise.all([
    listMarketplace(db, filter, { limit: limit + 1, afterId: cursor }),
    countMarketplace(db, filter),
  ]);
  let changesAt: number | null = null;
  const stores = rows.slice(0, limit).map((row) => {
    const { hours, changesAt: next } = publicTrading(row.trading, now);
    if (next !== null && (changesAt === null || next < changesAt)) changesAt = next;
    return {
      merchant: toStorefrontMerchant(row.merchant),
      productCount: row.productCount,
      activeAdsCount: row.activeAdsCount,
      openNow: hours.openNow,
      closesAt: hours.closesAt,
      opensAt: hours.opensAt,
    };
  });
  const nextCursor = rows.length > limit ? stores[stores.length - 1]!.merchant.id : null;
  return { stores, total, nextCursor, changesAt };
}

/**
 * A store's page as it is at `now`, and when its `openNow` next changes (epoch ms, null for never):
 * a cached copy must not outlive it.
 */
export async function getMicrosite(
  db: Db,
  slug: string,
  now: number,
  /** What this server can take cards through (config.payments): the store's `payments.card`. */
  payments: PaymentSettings = NO_PAYMENT_PROVIDERS,
): Promise<{ microsite: TGetMicrositeResponse; changesAt: number | null }> {
  const row = await requireStoreRow(db, slug);
  const store = toStorefrontMerchant(row);
  const [page, counts, categories, ads, hasDeliveryZones, freeOver] = await Promise.all([
    productPage(db, store.id, store.currency, {}, MICROSITE_PAGE_SIZE),
    countVisibleByCategory(db, store.id),
    listCategories(db, store.id),
    listActiveAds(db, store.id),
    hasDeliveryArea(db, store.id),
    // A zone's write is a merchant write: it announces the store, and this cached answer goes.
    freeDeliveryOver(db, store.id, {
      offersDelivery: row.offersDelivery,
      deliveryFee: row.deliveryFee,
      currency: store.currency,
    }),
  ]);
  const { hours, changesAt } = publicTrading(row, now);
  const countOf = new Map(counts.map(({ categoryId, n }) => [categoryId, n]));
  const microsite = {
    merchant: {
      ...store,
      ...hours,
      whatsappPhone: storeWhatsappDigits(row),
      orderLimits: toStoreOrderLimits(row),
      // From the store's columns: a change of its payment settings announces the store (its
      // cached answer goes) like any merchant write.
      payments: paymentsOffered(row, payments),
      location: toStoreLocation(row),
      freeDeliveryOver: freeOver,
    },
    products: page.products,
    productTotal: counts.reduce((sum, { n }) => sum + n, 0),
    nextCursor: page.nextCursor,
    // A template's example category with nothing on sale is the merchant's draft, not an empty shelf.
    categories: categories
      .filter((category) => !category.isExample || countOf.has(category.id))
      .map((category) => ({ ...category, productCount: countOf.get(category.id) ?? 0 })),
    uncategorisedCount: countOf.get(null) ?? 0,
    hasDeliveryZones,
    ads: ads.map(toAdResponse),
  };
  return { microsite, changesAt };
}

/**
 * What the shopper's map shows (issue 42): the store's active areas, shaded, and the store's own
 * location, where the map opens when no area is drawn.
 */
export async function getDeliveryAreas(
  db: Db,
  slug: string,
): Promise<{ merchantId: string; response: TDeliveryAreasResponse }> {
  const row = await requireStoreRow(db, slug);
  const areas = await publicDeliveryAreas(db, row.id);
  return { merchantId: row.id, response: { areas, location: toStoreLocation(row) } };
}

/** A page of matching products and the cursor of the next one (one row more is read to know). */
async function toPage(
  db: Db,
  merchantId: string,
  currency: string,
  rows: ProductRow[],
  limit: number,
): Promise<Omit<TGetMicrositeProductsResponse, "total">> {
  const products = await withOptionGroups(db, merchantId, rows.slice(0, limit), currency);
  return { products, nextCursor: rows.length > limit ? products[products.length - 1]!.id : null };
}

async function productPage(
  db: Db,
  merchantId: string,
  currency: string,
  filter: ListingFilter,
  limit: number,
  afterId?: string,
) {
  return toPage(
    db,
    merchantId,
    currency,
    await listStoreProducts(db, merchantId, filter, { limit: limit + 1, afterId }),
    limit,
  );
}

/**
 * A page of a store's products that match the shopper's filters, after `cursor` (a product id of
 * the previous page, asked with the same filters), with how many match in all.
 */
export async function getMicrositeProducts(
  db: Db,
  slug: string,
  { cursor, limit, ...filter }: TMicrositeProductsQuery,
): Promise<TGetMicrositeProductsResponse> {
  const merchant = await requirePublicStore(db, slug);
  if (!cursor) {
    const { rows, total } = await firstStoreProductsPage(db, merchant.id, filter, limit + 1);
    return { ...(await toPage(db, merchant.id, merchant.currency, rows, limit)), total };
  }
  const [page, total] = await Promise.all([
    productPage(db, merchant.id, merchant.currency, filter, limit, cursor),
    countStoreProducts(db, merchant.id, filter),
  ]);
  return { ...page, total };
}

export async function getMicrositeProduct(
  db: Db,
  slug: string,
  productId: string,
): Promise<TGetMicrositeProductResponse> {
  // The id is a uuid: the API's route and the product page each check theirs (row-ids.ts, page-data.ts).
  const found = SLUG_PATTERN.test(slug) ? await findAvailableProductInStore(db, slug, productId) : undefined;
  // A suspended store's products are its pages too: 410 (issue 47).
  if (!found) throw await missingStore(db, slug, notFound(STOREFRONT_MESSAGES.productNotFound));
  const [product] = await withOptionGroups(
    db,
    found.product.merchantId,
    [found.product],
    found.merchant.currency,
  );
  return product!;
}
