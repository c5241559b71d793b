import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  notExists,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import { MAX_INTEGER } from "#contracts/catalog-messages";
import {
  ALL_PRODUCTS,
  type TCatalogFilter,
  type TProductsPageQuery,
  UNCATEGORIZED,
} from "#contracts/catalog-page";
import { CARD_FEW_LEFT_MAX, LOW_STOCK_THRESHOLD } from "#contracts/stock";
import type { Db, Tx } from "#server/db/client";
import { foldedContains } from "#server/db/like-pattern";
import { type CategoryRow, categories } from "#server/db/schema/categories";
import { orderItems } from "#server/db/schema/order-items";
import { type ProductRow, products } from "#server/db/schema/products";

export type NewProduct = typeof products.$inferInsert;
export type ProductPatch = Partial<Omit<NewProduct, "id" | "merchantId" | "createdAt">>;
export type NewCategory = typeof categories.$inferInsert;
export type CategoryPatch = Partial<Omit<NewCategory, "id" | "merchantId" | "createdAt">>;

// Every query filters by merchant_id: one merchant never reads or changes another's rows.

export function listProducts(db: Db, merchantId: string): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(eq(products.merchantId, merchantId))
    .orderBy(desc(products.createdAt), asc(products.name), asc(products.id));
}

/** Products whose name or description holds the search text, in any case, accents or none. */
function searchMatch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  return or(foldedContains(products.name, q), foldedContains(products.description, q));
}

function categoryMatch(category: string): SQL | undefined {
  if (category === ALL_PRODUCTS) return undefined;
  return category === UNCATEGORIZED ? isNull(products.categoryId) : eq(products.categoryId, category);
}

/** The merchant's products that a search and a filter button select. */
const matching = (merchantId: string, { q, category }: TCatalogFilter) =>
  and(eq(products.merchantId, merchantId), categoryMatch(category), searchMatch(q));

/**
 * How names sort: as the store's language sorts them (db/collation.ts; ICU's root collation for
 * most: case and accents after the letter itself, so "apple", "Banana", "Édith"), with the first number in the name compared by value ("Item 2" before
 * "Item 10"), as the table sorted in the browser. A name without a number has no match to pad: the
 * padded name is null and the name itself is the key. Padding every number in a name took 80 to
 * 130 ms over 10,000 names; the first alone takes 10 to 20.
 */
const nameOrder = (name: SQLWrapper, collate: SQL) =>
  sql`coalesce(regexp_replace(${name}, '[0-9]+', lpad(substring(${name} from '[0-9]+'), 20, '0')), ${name}) ${collate}`;

/** The badge a customer sees, worst first: Out of Stock (0), Only N left (1), In Stock (2). */
const statusRank = sql`case when not ${products.isAvailable} or ${products.quantity} = 0 then 0
  when ${products.quantity} between 1 and ${CARD_FEW_LEFT_MAX} then 1 else 2 end`;

/** What the customer pays: the discount price when there is one below the price. */
const effectivePrice = sql`least(${products.price}, coalesce(${products.discountPrice}, ${products.price}))`;

/**
 * One page of the merchant's products as the catalog table lists them. Every order ends in the id,
 * so pages never overlap or skip; untracked stock and Uncategorized go last in both directions,
 * and ties in a column fall back to the name.
 */
export function listProductsPage(
  db: Db,
  merchantId: string,
  { sort, dir, offset, limit, ...filter }: TProductsPageQuery,
  /** How names sort: the store's language's collation (db/collation.ts). */
  collate: SQL,
): Promise<ProductRow[]> {
  // `dir` is the contract's "asc" or "desc", never the caller's text.
  const direction = sql.raw(dir);
  const thenByName = [sql`${nameOrder(products.name, collate)} asc`, asc(products.id)];
  // The categories' places in name order, ranked once per category rather than once per product.
  const places = db
    .select({
      id: categories.id,
      place:
        sql<number>`row_number() over (order by ${nameOrder(categories.name, collate)}, ${categories.id})`.as(
          "place",
        ),
    })
    .from(categories)
    .where(eq(categories.merchantId, merchantId))
    .as("category_places");
  const order: Record<TProductsPageQuery["sort"], SQL[]> = {
    // The list's own order (GET /api/products): newest first, then by name. No ICU key to compute,
    // so the first screen of a large catalog costs a plain sort.
    created: [sql`${products.createdAt} ${direction}`, asc(products.name), asc(products.id)],
    name: [sql`${nameOrder(products.name, collate)} ${direction}`, asc(products.id)],
    status: [sql`${statusRank} ${direction}`, ...thenByName],
    stock: [sql`${products.quantity} ${direction} nulls last`, ...thenByName],
    category: [sql`${places.place} ${direction} nulls last`, ...thenByName],
    price: [sql`${effectivePrice} ${direction}`, ...thenByName],
  };
  const query = db.select(getTableColumns(products)).from(products).$dynamic();
  return (sort === "category" ? query.leftJoin(places, eq(places.id, products.categoryId)) : query)
    .where(matching(merchantId, filter))
    .orderBy(...order[sort])
    .limit(limit)
    .offset(offset);
}

/**
 * The whole catalog counted per category in one grouped scan: each group's products, available
 * ones, those low on stock, and those the search matches (all of them without a search). The
 * filter buttons, the stat cards and the page's total all come from these rows.
 */
export function countProductGroups(db: Db, merchantId: string, q: string | undefined) {
  const search = searchMatch(q);
  return db
    .select({
      categoryId: products.categoryId,
      products: count(),
      available: sql<number>`count(*) filter (where ${products.isAvailable})`.mapWith(Number),
      lowStock: sql<number>`count(*) filter (where ${products.quantity} < ${LOW_STOCK_THRESHOLD})`.mapWith(
        Number,
      ),
      matching: search ? sql<number>`count(*) filter (where ${search})`.mapWith(Number) : count(),
    })
    .from(products)
    .where(eq(products.merchantId, merchantId))
    .groupBy(products.categoryId);
}

/** The ids of the products a search and a filter select (newest first, at most `limit`), and how many match. */
export async function listMatchingProductIds(
  db: Db,
  merchantId: string,
  filter: TCatalogFilter,
  limit: number,
): Promise<{ ids: string[]; total: number }> {
  const rows = await db
    .select({ id: products.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(matching(merchantId, filter))
    .orderBy(desc(products.createdAt), asc(products.name), asc(products.id))
    .limit(limit);
  return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
}

export async function countProducts(db: Db, merchantId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.merchantId, merchantId));
  return row?.n ?? 0;
}

export async function findProduct(db: Db, merchantId: string, id: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.merchantId, merchantId), eq(products.id, id)))
    .limit(1);
  return row;
}

export async function insertProduct(db: Db | Tx, values: NewProduct): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  return row!;
}

/**
 * One multi-row INSERT per batch, inside the caller's transaction: all the rows or none. The list
 * is newest first, so each row is made a microsecond older than the one before it: the catalog
 * lists an upload in its file's order (an exported catalog uploaded again lists as it did),
 * rather than by name as rows sharing one instant would.
 */
export async function insertProductsInBatches(tx: Tx, rows: NewProduct[], batchSize = 500): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    await tx.insert(products).values(
      rows.slice(start, start + batchSize).map((row, i) => ({
        ...row,
        createdAt: sql`now() - ${`${start + i} microseconds`}::interval`,
      })),
    );
  }
}

export async function updateProduct(
  db: Db | Tx,
  merchantId: string,
  id: string,
  patch: ProductPatch,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(products.merchantId, merchantId), eq(products.id, id)))
    .returning();
  return row;
}

export async function deleteProduct(db: Db, merchantId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(products)
    .where(and(eq(products.merchantId, merchantId), eq(products.id, id)))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** Whether any order line points at the product (order_items has an index on product_id). */
export async function productHasOrders(db: Db, merchantId: string, productId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(orderItems)
    .where(and(eq(orderItems.merchantId, merchantId), eq(orderItems.productId, productId)))
    .limit(1);
  return rows.length > 0;
}

/** One UPDATE for the whole selection; the ids of the merchant's products it changed. */
export async function updateProducts(
  db: Db,
  merchantId: string,
  ids: string[],
  patch: Pick<ProductPatch, "isAvailable" | "categoryId" | "isExample">,
): Promise<string[]> {
  const rows = await db
    .update(products)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(products.merchantId, merchantId), inArray(products.id, ids)))
    .returning({ id: products.id });
  return rows.map((r) => r.id);
}

/** Which of these products have order lines (order_items has an index on product_id). */
export async function productsWithOrders(db: Db, merchantId: string, ids: string[]): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: orderItems.productId })
    .from(orderItems)
    .where(and(eq(orderItems.merchantId, merchantId), inArray(orderItems.productId, ids)));
  return rows.flatMap((r) => (r.id ? [r.id] : []));
}

/**
 * One DELETE for the selection, leaving out products that orders point at: orders keep their
 * lines, as with a single delete. The products it deleted, with the pictures they showed.
 */
/**
 * The store's products named by id, or every example product (issue 48), that no order holds. The
 * examples are chosen by the DELETE itself, so a product the merchant edits meanwhile (no longer an
 * example) is never taken with them.
 */
export async function deleteProductsWithoutOrders(
  db: Db,
  merchantId: string,
  which: string[] | "examples",
): Promise<{ id: string; imageUrl: string | null }[]> {
  return db
    .delete(products)
    .where(
      and(
        eq(products.merchantId, merchantId),
        which === "examples" ? eq(products.isExample, true) : inArray(products.id, which),
        notExists(
          db
            .select({ one: sql`1` })
            .from(orderItems)
            .where(and(eq(orderItems.merchantId, merchantId), eq(orderItems.productId, products.id))),
        ),
      ),
    )
    .returning({ id: products.id, imageUrl: products.imageUrl });
}

export function listCategories(db: Db, merchantId: string): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(eq(categories.merchantId, merchantId))
    .orderBy(asc(categories.sortOrder), asc(categories.name), asc(categories.id));
}

export async function findCategory(db: Db, merchantId: string, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.merchantId, merchantId), eq(categories.id, id)))
    .limit(1);
  return row;
}

/**
 * The sort order after the store's last category (0 for its first), `offset` places further on:
 * a new category goes last, keeping the order they were created in (issue 42). Capped at the
 * largest sort order there is, and worked out in bigint so that it cannot overflow.
 */
const sortOrderAfterLast = (merchantId: string, offset = 0) =>
  sql<number>`(select least(coalesce(max(c.sort_order)::bigint + 1, 0) + ${offset}, ${MAX_INTEGER})::integer
    from ${categories} c where c.merchant_id = ${merchantId})`;

/** A category; without a sort order it goes after the store's last one (in the same statement). */
export async function insertCategory(
  db: Db | Tx,
  values: Omit<NewCategory, "sortOrder"> & { sortOrder: number | null },
): Promise<CategoryRow> {
  const { sortOrder, ...rest } = values;
  const [row] = await db
    .insert(categories)
    .values({ ...rest, sortOrder: sortOrder ?? sortOrderAfterLast(values.merchantId) })
    .returning();
  return row!;
}

/**
 * Several categories of one store in one statement (a CSV upload's new ones), after its last one in
 * the order given; their ids and names.
 */
export function insertCategories(
  db: Db,
  merchantId: string,
  names: string[],
): Promise<{ id: string; name: string }[]> {
  if (names.length === 0) return Promise.resolve([]);
  return db
    .insert(categories)
    .values(names.map((name, i) => ({ merchantId, name, sortOrder: sortOrderAfterLast(merchantId, i) })))
    .returning({ id: categories.id, name: categories.name });
}

export async function updateCategory(
  db: Db,
  merchantId: string,
  id: string,
  patch: CategoryPatch,
): Promise<CategoryRow | undefined> {
  if (Object.keys(patch).length === 0) return findCategory(db, merchantId, id);
  const [row] = await db
    .update(categories)
    .set(patch)
    .where(and(eq(categories.merchantId, merchantId), eq(categories.id, id)))
    .returning();
  return row;
}

/** Products in the category keep existing: the foreign key (ON DELETE SET NULL) uncategorises them. */
export async function deleteCategory(db: Db, merchantId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(categories)
    .where(and(eq(categories.merchantId, merchantId), eq(categories.id, id)))
    .returning({ id: categories.id });
  return rows.length > 0;
}

/**
 * One UPDATE gives each listed category its position (1 for the first) as its sort order; ids that
 * are not the merchant's match no row. The updated rows, in no particular order.
 */
export function setCategoryOrder(db: Db, merchantId: string, ids: string[]): Promise<CategoryRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return db
    .update(categories)
    .set({ sortOrder: sql`ordered.position::integer` })
    .from(sql`unnest(ARRAY[${list}]::uuid[]) WITH ORDINALITY AS ordered(id, position)`)
    .where(and(eq(categories.merchantId, merchantId), sql`${categories.id} = ordered.id`))
    .returning();
}
