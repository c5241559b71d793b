import { and, count, desc, eq, gt, inArray, isNull, lt, lte, ne, or, type SQL, sql } from "drizzle-orm";
import {
  type Availability,
  PRICE_BAND_HIGH,
  PRICE_BAND_LOW,
  type PriceBand,
  type TListingQuery,
  UNCATEGORISED,
} from "#contracts/product-listing";
import type { Db } from "#server/db/client";
import { foldedContains } from "#server/db/like-pattern";
import { type ProductRow, products } from "#server/db/schema/products";

/** Which of a store's available products a shopper asked for; `ids` names a cart's lines. */
export type ListingFilter = TListingQuery & { ids?: string[] };

// The spec's bands compare the effective price: the discount price when present (and lower).
const effectivePrice = sql`least(${products.price}, coalesce(${products.discountPrice}, ${products.price}))`;
// The columns hold whole units of the store's currency with their decimals: the limits compare as they are.
const LOW = String(PRICE_BAND_LOW);
const HIGH = String(PRICE_BAND_HIGH);

function priceBand(band: PriceBand | undefined): SQL | undefined {
  if (band === "under-10") return lt(effectivePrice, LOW);
  if (band === "10-50") return and(sql`${effectivePrice} >= ${LOW}`, lte(effectivePrice, HIGH));
  if (band === "over-50") return gt(effectivePrice, HIGH);
  return undefined;
}

function stock(availability: Availability | undefined): SQL | undefined {
  // Shoppers see available products only, so "out of stock" is a tracked quantity of 0.
  if (availability === "in-stock") return or(isNull(products.quantity), ne(products.quantity, 0));
  if (availability === "out-of-stock") return eq(products.quantity, 0);
  return undefined;
}

/**
 * The store's visible products that match. The search is written as `merchant_id = … and
 * search_fold(name) ilike …` (or description) so that the trigram index on (merchant_id,
 * search_fold(name), search_fold(description)) answers it.
 */
function listingWhere(merchantId: string, filter: ListingFilter): SQL | undefined {
  return and(
    eq(products.merchantId, merchantId),
    eq(products.isAvailable, true),
    filter.category === undefined
      ? undefined
      : filter.category === UNCATEGORISED
        ? isNull(products.categoryId)
        : eq(products.categoryId, filter.category),
    filter.q
      ? or(foldedContains(products.name, filter.q), foldedContains(products.description, filter.q))
      : undefined,
    priceBand(filter.price),
    stock(filter.availability),
    filter.ids ? inArray(products.id, filter.ids) : undefined,
  );
}

/**
 * One page of the matching products, newest first, after the product `afterId` when given (keyset
 * paging: the cursor's own timestamp is compared in the database, at full precision).
 */
export function listStoreProducts(
  db: Db,
  merchantId: string,
  filter: ListingFilter,
  { limit, afterId }: { limit: number; afterId?: string },
): Promise<ProductRow[]> {
  const after = afterId
    ? sql`(${products.createdAt}, ${products.id}) < (select c.created_at, c.id from ${products} c where c.id = ${afterId} and c.merchant_id = ${merchantId})`
    : undefined;
  return db
    .select()
    .from(products)
    .where(and(listingWhere(merchantId, filter), after))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
}

/**
 * The first page of the matching products and how many match in all, from one pass over them (the
 * count is a window over the same rows): a search reads its matches once, not once more to count.
 */
export async function firstStoreProductsPage(
  db: Db,
  merchantId: string,
  filter: ListingFilter,
  limit: number,
): Promise<{ rows: ProductRow[]; total: number }> {
  const rows = await db
    .select({ product: products, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(listingWhere(merchantId, filter))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
  return { rows: rows.map((r) => r.product), total: rows[0]?.total ?? 0 };
}

export async function countStoreProducts(db: Db, merchantId: string, filter: ListingFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(listingWhere(merchantId, filter));
  return row?.n ?? 0;
}

/** The store's visible products per category (null: uncategorised), in one grouped query. */
export function countVisibleByCategory(
  db: Db,
  merchantId: string,
): Promise<{ categoryId: string | null; n: number }[]> {
  return db
    .select({ categoryId: products.categoryId, n: count() })
    .from(products)
    .where(listingWhere(merchantId, {}))
    .groupBy(products.categoryId);
}
