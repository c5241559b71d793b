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

/**
 * The `<url>` entries of one store's visible products, written by the database as one text:
 * 10,000 rows sent, parsed and written out again in JavaScript took longer than the 50 ms a sitemap
 * has (issue 30). `locPrefix` is the products' address up to the id, already XML-escaped; an id (a
 * uuid) and a lastmod (ISO 8601 from JSON, whatever the DateStyle) need no escaping. Without a
 * `slice` all of them, in no order (the database skips the sort); with one, a slice oldest first
 * (created_at, id: a product keeps its place, so the parts of a split sitemap neither repeat nor
 * skip one).
 */
export async function productUrlEntries(
  db: Db,
  merchantId: string,
  locPrefix: string,
  slice: { offset: number; limit: number } | null,
): Promise<{ xml: string; count: number }> {
  const visible = db
    .select({
      id: products.id,
      lastmod: sql<string>`left(to_json(${products.updatedAt} at time zone 'UTC') #>> '{}', 19) || 'Z'`.as(
        "lastmod",
      ),
      createdAt: products.createdAt,
    })
    .from(products)
    .where(and(eq(products.merchantId, merchantId), eq(products.isAvailable, true)));
  const rows = slice
    ? visible.orderBy(asc(products.createdAt), asc(products.id)).offset(slice.offset).limit(slice.limit)
    : visible;
  const s = rows.as("s");
  const entry = sql`'<url><loc>' || ${locPrefix} || ${s.id} || '</loc><lastmod>' || ${s.lastmod} || E'</lastmod></url>\\n'`;
  // A slice keeps its order in the text; the whole store needs none (no sort of 10,000 rows).
  const order = slice ? sql` order by ${s.createdAt}, ${s.id}` : sql``;
  const [row] = await db
    .select({
      xml: sql<string>`coalesce(string_agg(${entry}, ''${order}), '')`,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(s);
  return row ?? { xml: "", count: 0 };
}
