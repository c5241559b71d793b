import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { MAX_INTEGER } from "#contracts/catalog-messages";
import { toDecimalString } from "#contracts/money";
import type { TOptionGroup } from "#contracts/product-options";
import type { TOptionGroupInput } from "#contracts/product-options-request";
import type { Db, Tx } from "#server/db/client";
import { productOptionGroups, productOptions } from "#server/db/schema/product-options";
import { products } from "#server/db/schema/products";

// A product's option groups (decision 0029). Every query filters by merchant_id.

/**
 * The option groups of these products, in one query whatever their number: groups in their order,
 * options in theirs. A product without groups has no entry.
 */
export async function listOptionGroups(
  db: Db | Tx,
  merchantId: string,
  /**
   * The products, or "all" for the store's whole catalog (its list, its export): then no list of ids
   * at all. 10,000 ids as a list of parameters took PGlite about 6 of the export's 9 s (it keeps
   * generic plans and gathers no statistics), and past 65,535 ids PostgreSQL refuses the statement.
   */
  productIds: readonly string[] | "all",
  /** The store's: each option's price change in its decimals. */
  currency: string,
): Promise<Map<string, TOptionGroup[]>> {
  const byProduct = new Map<string, TOptionGroup[]>();
  if (productIds !== "all" && productIds.length === 0) return byProduct;
  // Only the columns a group and an option show: each row of a whole catalog is read into objects.
  const rows = await db
    .select({
      group: {
        id: productOptionGroups.id,
        productId: productOptionGroups.productId,
        name: productOptionGroups.name,
        selection: productOptionGroups.selection,
        minSelect: productOptionGroups.minSelect,
        maxSelect: productOptionGroups.maxSelect,
        tracksStock: productOptionGroups.tracksStock,
      },
      option: {
        id: productOptions.id,
        name: productOptions.name,
        priceDelta: productOptions.priceDelta,
        quantity: productOptions.quantity,
        isAvailable: productOptions.isAvailable,
      },
    })
    .from(productOptionGroups)
    .innerJoin(
      productOptions,
      and(eq(productOptions.merchantId, merchantId), eq(productOptions.groupId, productOptionGroups.id)),
    )
    .where(
      and(
        eq(productOptionGroups.merchantId, merchantId),
        productIds === "all" ? undefined : inArray(productOptionGroups.productId, [...productIds]),
      ),
    )
    .orderBy(
      asc(productOptionGroups.productId),
      asc(productOptionGroups.sortOrder),
      asc(productOptionGroups.id),
      asc(productOptions.sortOrder),
      asc(productOptions.id),
    );
  let current: TOptionGroup | undefined;
  for (const { group, option } of rows) {
    if (current?.id !== group.id) {
      current = {
        id: group.id,
        name: group.name,
        selection: group.selection,
        required: group.minSelect >= 1,
        minSelect: group.minSelect,
        maxSelect: group.maxSelect,
        tracksStock: group.tracksStock,
        options: [],
      };
      byProduct.set(group.productId, [...(byProduct.get(group.productId) ?? []), current]);
    }
    current.options.push({
      id: option.id,
      name: option.name,
      priceDelta: toDecimalString(option.priceDelta, currency),
      quantity: option.quantity,
      isAvailable: option.isAvailable,
    });
  }
  return byProduct;
}

/**
 * The rows of a product's groups and options, in their order. A row keeps the id its request names
 * when `ownGroups` or `ownOptions` holds it (it is already this product's); any other gets a new one.
 */
function optionRowsOf(
  merchantId: string,
  productId: string,
  groups: readonly TOptionGroupInput[],
  ownGroups: ReadonlySet<string> = new Set(),
  ownOptions: ReadonlySet<string> = new Set(),
) {
  const groupRows = groups.map((group, index) => ({
    id: group.id && ownGroups.has(group.id) ? group.id : randomUUID(),
    merchantId,
    productId,
    name: group.name,
    selection: group.selection,
    minSelect: group.minSelect,
    maxSelect: group.maxSelect,
    tracksStock: group.tracksStock,
    sortOrder: index,
  }));
  const optionRows = groups.flatMap((group, g) =>
    group.options.map((option, index) => ({
      id: option.id && ownOptions.has(option.id) ? option.id : randomUUID(),
      merchantId,
      productId,
      groupId: groupRows[g]!.id,
      name: option.name,
      priceDelta: option.priceDelta,
      quantity: option.quantity,
      isAvailable: option.isAvailable,
      sortOrder: index,
    })),
  );
  return { groupRows, optionRows };
}

/**
 * Makes the product's groups exactly `groups`, in their order, inside the caller's transaction. A
 * group or option keeps its id when the request names one this product already has (so carts and
 * the options of orders in flight stay valid), and is updated in place, so an order taking a
 * variant's stock at the same moment waits for the row instead of losing its update. Ids of another
 * product are never taken over: they get new ids. What the list leaves out is deleted.
 *
 * With a group that tracks stock, the product's quantity becomes its variants' sum. Returns it
 * (undefined when no group tracks stock).
 */
export async function replaceOptionGroups(
  tx: Tx,
  merchantId: string,
  productId: string,
  groups: readonly TOptionGroupInput[],
): Promise<number | undefined> {
  // The product's row first, as orders and cancels lock it before its variants: a save and an order
  // of the same product then queue instead of deadlocking.
  await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.merchantId, merchantId)))
    .for("update");
  const owned = await tx
    .select({ groupId: productOptionGroups.id, optionId: productOptions.id })
    .from(productOptionGroups)
    .leftJoin(
      productOptions,
      and(eq(productOptions.merchantId, merchantId), eq(productOptions.groupId, productOptionGroups.id)),
    )
    .where(and(eq(productOptionGroups.merchantId, merchantId), eq(productOptionGroups.productId, productId)));
  const ownGroups = new Set(owned.map((r) => r.groupId));
  const ownOptions = new Set(owned.flatMap((r) => (r.optionId ? [r.optionId] : [])));

  const { groupRows, optionRows } = optionRowsOf(merchantId, productId, groups, ownGroups, ownOptions);
  const mine = and(
    eq(productOptionGroups.merchantId, merchantId),
    eq(productOptionGroups.productId, productId),
  );
  const keptOptionIds = optionRows.map((o) => o.id);
  await tx
    .delete(productOptions)
    .where(
      and(
        eq(productOptions.merchantId, merchantId),
        eq(productOptions.productId, productId),
        keptOptionIds.length ? notInArray(productOptions.id, keptOptionIds) : undefined,
      ),
    );
  const keptGroupIds = groupRows.map((g) => g.id);
  await tx
    .delete(productOptionGroups)
    .where(and(mine, keptGroupIds.length ? notInArray(productOptionGroups.id, keptGroupIds) : undefined));
  if (groupRows.length === 0) return undefined;
  // The one-stock-group index is checked per row: a stock group that moves to another group must
  // not meet the old one still marked. Unmark the kept ones first; the upsert sets them again.
  await tx.update(productOptionGroups).set({ tracksStock: false }).where(mine);
  await tx
    .insert(productOptionGroups)
    .values(groupRows)
    .onConflictDoUpdate({
      target: productOptionGroups.id,
      set: {
        name: sql`excluded.name`,
        selection: sql`excluded.selection`,
        minSelect: sql`excluded.min_select`,
        maxSelect: sql`excluded.max_select`,
        tracksStock: sql`excluded.tracks_stock`,
        sortOrder: sql`excluded.sort_order`,
      },
      // The ids are this product's or new (optionRowsOf): never another store's row to overwrite.
      setWhere: eq(productOptionGroups.merchantId, merchantId),
    });
  await tx
    .insert(productOptions)
    .values(optionRows)
    .onConflictDoUpdate({
      target: productOptions.id,
      set: {
        groupId: sql`excluded.group_id`,
        name: sql`excluded.name`,
        priceDelta: sql`excluded.price_delta`,
        quantity: sql`excluded.quantity`,
        isAvailable: sql`excluded.is_available`,
        sortOrder: sql`excluded.sort_order`,
      },
      setWhere: eq(productOptions.merchantId, merchantId),
    });
  return groupRows.some((g) => g.tracksStock) ? syncVariantStock(tx, merchantId, productId) : undefined;
}

/**
 * A product whose stock is counted per variant keeps its quantity as their sum, whatever a form
 * sent for the product itself. Returns the sum, or undefined when no group of it tracks stock.
 */
export async function syncVariantStock(
  tx: Tx,
  merchantId: string,
  productId: string,
): Promise<number | undefined> {
  const [row] = await tx
    .update(products)
    .set({
      // Summed in bigint and held at the column's maximum: variants given stock back past it by
      // cancelled orders (decision 0044) must not make every later save fail.
      quantity: sql`(select least(coalesce(sum(o.quantity), 0), ${MAX_INTEGER})::integer from ${productOptions} o join ${productOptionGroups} g on g.id = o.group_id where g.product_id = ${productId} and g.merchant_id = ${merchantId} and o.merchant_id = ${merchantId} and g.tracks_stock)`,
    })
    .where(
      and(
        eq(products.id, productId),
        eq(products.merchantId, merchantId),
        sql`exists (select 1 from ${productOptionGroups} g where g.product_id = ${productId} and g.merchant_id = ${merchantId} and g.tracks_stock)`,
      ),
    )
    .returning({ quantity: products.quantity });
  return row?.quantity ?? undefined;
}

/**
 * Rows per statement. All of a statement's rows go as one JSON parameter: drizzle's multi-row
 * VALUES makes a parameter of every cell, and building those for 30,000 options took seconds
 * before the database saw anything. A bound keeps each parameter a few megabytes at most.
 */
const OPTION_ROWS_PER_INSERT = 5000;

/**
 * A lone UTF-16 surrogate ("\ud800" in a request's JSON) becomes U+FFFD, as the database drivers
 * make it in an ordinary parameter; escaped in a jsonb parameter it would fail the whole statement.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormed = (_key: string, value: unknown) =>
  typeof value === "string" ? value.replace(LONE_SURROGATE, "\uFFFD") : value;

function* chunks<T>(rows: readonly T[]) {
  for (let start = 0; start < rows.length; start += OPTION_ROWS_PER_INSERT)
    yield JSON.stringify(rows.slice(start, start + OPTION_ROWS_PER_INSERT), wellFormed);
}

/**
 * The groups of products just created (a CSV upload), inside the caller's transaction: a few
 * statements for all of them, whatever their number, rather than a round trip per product. Their
 * quantities are the caller's to set (a stock group's sum, as replaceOptionGroups keeps it).
 */
export async function insertOptionGroups(
  tx: Tx,
  merchantId: string,
  items: readonly { productId: string; groups: readonly TOptionGroupInput[] }[],
): Promise<void> {
  const rows = items.map(({ productId, groups }) => optionRowsOf(merchantId, productId, groups));
  for (const json of chunks(rows.flatMap((r) => r.groupRows))) {
    await tx.execute(sql`
      insert into ${productOptionGroups}
        (id, merchant_id, product_id, name, selection, min_select, max_select, tracks_stock, sort_order)
      select "id", "merchantId", "productId", "name", "selection", "minSelect", "maxSelect", "tracksStock", "sortOrder"
      from jsonb_to_recordset(${json}::jsonb) as r("id" uuid, "merchantId" uuid, "productId" uuid,
        "name" text, "selection" text, "minSelect" integer, "maxSelect" integer, "tracksStock" boolean,
        "sortOrder" integer)`);
  }
  for (const json of chunks(rows.flatMap((r) => r.optionRows))) {
    await tx.execute(sql`
      insert into ${productOptions}
        (id, merchant_id, product_id, group_id, name, price_delta, quantity, is_available, sort_order)
      select "id", "merchantId", "productId", "groupId", "name", "priceDelta", "quantity", "isAvailable", "sortOrder"
      from jsonb_to_recordset(${json}::jsonb) as r("id" uuid, "merchantId" uuid, "productId" uuid,
        "groupId" uuid, "name" text, "priceDelta" numeric, "quantity" integer, "isAvailable" boolean,
        "sortOrder" integer)`);
  }
}
