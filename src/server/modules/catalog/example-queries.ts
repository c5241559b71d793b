import { and, count, eq, inArray, notExists, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client";
import { categories } from "#server/db/schema/categories";
import { products } from "#server/db/schema/products";

// A template's example products and categories (issue 48, decision 0073). Every query filters by
// merchant_id; products' examples are found through products_examples_idx.

export async function countExamples(
  db: Db | Tx,
  merchantId: string,
): Promise<{ products: number; categories: number }> {
  const [[made], [sections]] = await Promise.all([
    db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.merchantId, merchantId), eq(products.isExample, true))),
    db
      .select({ n: count() })
      .from(categories)
      .where(and(eq(categories.merchantId, merchantId), eq(categories.isExample, true))),
  ]);
  return { products: made?.n ?? 0, categories: sections?.n ?? 0 };
}

/** The store's products among `ids`, and whether each is still an example. */
export function findNamedProducts(
  db: Db | Tx,
  merchantId: string,
  ids: string[],
): Promise<{ id: string; isExample: boolean }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: products.id, isExample: products.isExample })
    .from(products)
    .where(and(eq(products.merchantId, merchantId), inArray(products.id, ids)));
}

/**
 * The examples named (all of them when `ids` is null) become the merchant's own and available, and
 * so do the example categories they are in. Examples published meanwhile (another tab) are no
 * longer matched: publishing twice publishes once.
 */
export async function publishExampleRows(
  tx: Tx,
  merchantId: string,
  ids: string[] | null,
): Promise<string[]> {
  const published = await tx
    .update(products)
    .set({ isExample: false, isAvailable: true, updatedAt: sql`now()` })
    .where(
      and(
        eq(products.merchantId, merchantId),
        eq(products.isExample, true),
        ids === null ? undefined : inArray(products.id, ids),
      ),
    )
    .returning({ id: products.id });
  const publishedIds = published.map((row) => row.id);
  await adoptCategoriesOf(tx, merchantId, publishedIds);
  return publishedIds;
}

/**
 * The example categories these products are in become the merchant's own: a dish published or
 * edited makes its section the merchant's too, however it stopped being an example.
 */
export async function adoptCategoriesOf(
  db: Db | Tx,
  merchantId: string,
  productIds: string[],
): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .update(categories)
    .set({ isExample: false })
    .where(
      and(
        eq(categories.merchantId, merchantId),
        eq(categories.isExample, true),
        inArray(
          categories.id,
          db
            .select({ id: products.categoryId })
            .from(products)
            .where(and(eq(products.merchantId, merchantId), inArray(products.id, productIds))),
        ),
      ),
    );
}

/** The store's example categories that no product is in (any more); how many. */
export async function deleteEmptyExampleCategories(db: Db | Tx, merchantId: string): Promise<number> {
  const rows = await db
    .delete(categories)
    .where(
      and(
        eq(categories.merchantId, merchantId),
        eq(categories.isExample, true),
        notExists(
          db
            .select({ one: sql`1` })
            .from(products)
            .where(and(eq(products.merchantId, merchantId), eq(products.categoryId, categories.id))),
        ),
      ),
    )
    .returning({ id: categories.id });
  return rows.length;
}

/** The example categories left (they hold the merchant's own products) become the merchant's. */
export async function adoptExampleCategories(db: Db | Tx, merchantId: string): Promise<void> {
  await db
    .update(categories)
    .set({ isExample: false })
    .where(and(eq(categories.merchantId, merchantId), eq(categories.isExample, true)));
}
