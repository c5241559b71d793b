import { and, asc, count, eq, or, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client";
import { foldedContains } from "#server/db/like-pattern";
import { type AdRow, ads } from "#server/db/schema/ads";
import { type MerchantRow, merchants } from "#server/db/schema/merchants";
import { type ProductRow, products } from "#server/db/schema/products";
import { type StoreLocationRow, storeLocationColumns } from "#server/modules/merchants/mappers";
import { type OrderLimitsRow, orderLimitColumns } from "#server/modules/orders/service";
import { type StorePaymentRow, storePaymentColumns } from "#server/modules/payments/service";
import { type TradingRow, tradingColumns } from "#server/modules/trading/service";

/** Only the storefront columns are ever selected: the password hash and email never leave the database. */
const storefrontColumns = {
  id: merchants.id,
  businessName: merchants.businessName,
  businessSlug: merchants.businessSlug,
  businessType: merchants.businessType,
  customDisplayName: merchants.customDisplayName,
  description: merchants.description,
  contactPhone: merchants.contactPhone,
  // Not shown: the country the store's phone numbers are read in (its WhatsApp link).
  country: merchants.country,
  address: merchants.address,
  theme: merchants.theme,
  logoUrl: merchants.logoUrl,
  acceptsPrescriptions: merchants.acceptsPrescriptions,
  // The store's formats and languages (issue 45, decision 0067): its prices are in its currency.
  currency: merchants.currency,
  locale: merchants.locale,
  languages: merchants.languages,
  defaultLanguage: merchants.defaultLanguage,
};

export type StorefrontMerchantRow = Pick<MerchantRow, keyof typeof storefrontColumns>;

// Correlated counts, written with explicit aliases: in a one-table select drizzle leaves column
// references unqualified, which inside a subquery would bind to the inner table.
const availableProductCount = sql<number>`(select count(*) from ${products} p where p.merchant_id = ${merchants}.id and p.is_available)`;
const activeAdsCount = sql<number>`(select count(*) from ${ads} a where a.merchant_id = ${merchants}.id and a.is_active)`;

/** Which public stores the marketplace lists: a search and a business type, both optional. */
export interface MarketplaceFilter {
  q?: string;
  type?: string;
}

// A store shoppers can buy nothing from is not listed (issue 42, item 12).
const hasVisibleProduct = sql`exists (select 1 from ${products} p where p.merchant_id = ${merchants}.id and p.is_available)`;
/** One of the store's visible products is named like the search ("pizza" finds a pizzeria's menu). */
const sellsProductNamed = (q: string) =>
  sql`exists (select 1 from ${products} p where p.merchant_id = ${merchants}.id and p.is_available and ${foldedContains(sql`p.name`, q)})`;

/**
 * A search matches what a shopper sees of a store: its name (or display name), its type, its
 * description, and the names of the products it shows.
 */
function marketplaceWhere({ q, type }: MarketplaceFilter) {
  return and(
    eq(merchants.isApproved, true),
    type ? eq(merchants.businessType, type) : undefined,
    hasVisibleProduct,
    q
      ? or(
          foldedContains(merchants.businessName, q),
          foldedContains(merchants.customDisplayName, q),
          foldedContains(merchants.businessType, q),
          foldedContains(merchants.description, q),
          sellsProductNamed(q),
        )
      : undefined,
  );
}

/**
 * One page of public stores with their counts, by name, after the store `afterId` (keyset paging
 * on the marketplace index). Each count is a correlated subquery served by an index that starts
 * with merchant_id: no N+1, no scan of other stores' rows.
 */
export function listMarketplace(
  db: Db,
  filter: MarketplaceFilter,
  page: { limit: number; afterId?: string },
) {
  const after = page.afterId
    ? sql`(lower(${merchants.businessName}), ${merchants.businessName}, ${merchants.id}) >
        (select lower(m.business_name), m.business_name, m.id from ${merchants} m where m.id = ${page.afterId})`
    : undefined;
  return db
    .select({
      merchant: storefrontColumns,
      // Whether it is open now is worked out from these (publicTrading), not in SQL.
      trading: tradingColumns,
      productCount: availableProductCount.mapWith(Number),
      activeAdsCount: activeAdsCount.mapWith(Number),
    })
    .from(merchants)
    .where(and(marketplaceWhere(filter), after))
    .orderBy(sql`lower(${merchants.businessName})`, asc(merchants.businessName), asc(merchants.id))
    .limit(page.limit);
}

export async function countMarketplace(db: Db, filter: MarketplaceFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(merchants).where(marketplaceWhere(filter));
  return row?.n ?? 0;
}

/** The approved store with this slug, with its trading day (its own page and its orders need both). */
export async function findApprovedMerchantBySlug(
  db: Db,
  slug: string,
): Promise<
  (StorefrontMerchantRow & TradingRow & OrderLimitsRow & StorePaymentRow & StoreLocationRow) | undefined
> {
  const [row] = await db
    .select({
      ...storefrontColumns,
      ...tradingColumns,
      ...orderLimitColumns,
      ...storePaymentColumns,
      ...storeLocationColumns,
    })
    .from(merchants)
    .where(and(eq(merchants.businessSlug, slug), eq(merchants.isApproved, true)))
    .limit(1);
  return row;
}

/**
 * Whether the store with this slug is suspended (issue 47): its pages answer 410, not 404. Asked
 * only when no approved store has the slug, so a live store's reads cost nothing more.
 */
export async function isSuspendedStore(db: Db | Tx, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(and(eq(merchants.businessSlug, slug), eq(merchants.status, "suspended")))
    .limit(1);
  return row !== undefined;
}

export function listActiveAds(db: Db, merchantId: string): Promise<AdRow[]> {
  return db
    .select()
    .from(ads)
    .where(and(eq(ads.merchantId, merchantId), eq(ads.isActive, true)))
    .orderBy(asc(ads.sortOrder), asc(ads.createdAt), asc(ads.id));
}

/** One available product of one approved store, with that store, in one query. */
export async function findAvailableProductInStore(
  db: Db,
  slug: string,
  productId: string,
): Promise<{ product: ProductRow; merchant: StorefrontMerchantRow } | undefined> {
  const [row] = await db
    .select({ product: products, merchant: storefrontColumns })
    .from(products)
    .innerJoin(merchants, eq(merchants.id, products.merchantId))
    .where(
      and(
        eq(products.id, productId),
        eq(products.isAvailable, true),
        eq(merchants.businessSlug, slug),
        eq(merchants.isApproved, true),
      ),
    )
    .limit(1);
  return row;
}
