import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type AdRow, ads } from "../../db/schema/ads";
import { type CategoryRow, categories } from "../../db/schema/categories";
import { deliveryZones } from "../../db/schema/delivery-zones";
import { type MerchantRow, merchants } from "../../db/schema/merchants";
import { type ProductRow, products } from "../../db/schema/products";

/** Only the storefront columns are ever selected: the password hash and email never leave the database. */
const storefrontColumns = {
  id: merchants.id,
  businessName: merchants.businessName,
  businessSlug: merchants.businessSlug,
  businessType: merchants.businessType,
  customDisplayName: merchants.customDisplayName,
  description: merchants.description,
  contactPhone: merchants.contactPhone,
  address: merchants.address,
  theme: merchants.theme,
  logoUrl: merchants.logoUrl,
};

export type StorefrontMerchantRow = Pick<MerchantRow, keyof typeof storefrontColumns>;

// Correlated counts, written with explicit aliases: in a one-table select drizzle leaves column
// references unqualified, which inside a subquery would bind to the inner table.
const availableProductCount = sql<number>`(select count(*) from ${products} p where p.merchant_id = ${merchants}.id and p.is_available)`;
const activeAdsCount = sql<number>`(select count(*) from ${ads} a where a.merchant_id = ${merchants}.id and a.is_active)`;

/**
 * Every approved store with its counts, in one query: each count is a correlated subquery served
 * by an index that starts with merchant_id (no N+1, no scan of other stores' rows).
 */
export async function listMarketplace(db: Db) {
  return db
    .select({
      merchant: storefrontColumns,
      productCount: availableProductCount.mapWith(Number),
      activeAdsCount: activeAdsCount.mapWith(Number),
    })
    .from(merchants)
    .where(eq(merchants.isApproved, true))
    .orderBy(sql`lower(${merchants.businessName})`, asc(merchants.businessName), asc(merchants.id));
}

export async function findApprovedMerchantBySlug(
  db: Db,
  slug: string,
): Promise<StorefrontMerchantRow | undefined> {
  const [row] = await db
    .select(storefrontColumns)
    .from(merchants)
    .where(and(eq(merchants.businessSlug, slug), eq(merchants.isApproved, true)))
    .limit(1);
  return row;
}

export function listAvailableProducts(db: Db, merchantId: string): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(eq(products.merchantId, merchantId), eq(products.isAvailable, true)))
    .orderBy(desc(products.createdAt), desc(products.id));
}

export function listCategories(db: Db, merchantId: string): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(eq(categories.merchantId, merchantId))
    .orderBy(asc(categories.sortOrder), asc(categories.name), asc(categories.id));
}

export function listActiveAds(db: Db, merchantId: string): Promise<AdRow[]> {
  return db
    .select()
    .from(ads)
    .where(and(eq(ads.merchantId, merchantId), eq(ads.isActive, true)))
    .orderBy(asc(ads.sortOrder), asc(ads.createdAt), asc(ads.id));
}

/** An active zone with a drawn area: a zone without a polygon cannot answer a delivery check. */
export async function hasActiveDeliveryZone(db: Db, merchantId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: deliveryZones.id })
    .from(deliveryZones)
    .where(
      and(
        eq(deliveryZones.merchantId, merchantId),
        eq(deliveryZones.active, true),
        sql`jsonb_typeof(${deliveryZones.polygon}) = 'object'`,
      ),
    )
    .limit(1);
  return row !== undefined;
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
