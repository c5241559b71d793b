import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { merchants } from "#server/db/schema/merchants";
import { products } from "#server/db/schema/products";

/** A public store as the sitemap index lists it. */
export interface SitemapStoreRow {
  slug: string;
  /** Its visible products, when counted (null: not counted, it fits in one sitemap). */
  productCount: number | null;
}

const visibleProductCount = sql<number>`(select count(*) from ${products} p where p.merchant_id = ${merchants}.id and p.is_available)`;

/**
 * Every public (approved) store's slug, in slug order (the index's order, stable across its parts).
 * `withCounts` adds each store's visible products by a correlated count (an index on merchant_id
 * serves it): asked only when a store could outgrow one sitemap.
 */
export function listPublicStores(db: Db, withCounts: boolean): Promise<SitemapStoreRow[]> {
  return db
    .select({
      slug: merchants.businessSlug,
      productCount: withCounts ? visibleProductCount.mapWith(Number) : sql<null>`null`,
    })
    .from(merchants)
    .where(eq(merchants.isApproved, true))
    .orderBy(asc(merchants.businessSlug));
}

export interface SitemapProductRow {
  id: string;
  updatedAt: Date;
}

/**
 * A slice of one store's visible products, oldest first (created_at, id: a product keeps its place,
 * so the parts of a split sitemap neither repeat nor skip one). The index on (merchant_id,
 * created_at) reads them in that order.
 */
export function listVisibleProducts(
  db: Db,
  merchantId: string,
  { offset, limit }: { offset: number; limit: number },
): Promise<SitemapProductRow[]> {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(and(eq(products.merchantId, merchantId), eq(products.isAvailable, true)))
    .orderBy(asc(products.createdAt), asc(products.id))
    .offset(offset)
    .limit(limit);
}
