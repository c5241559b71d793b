import { randomUUID } from "node:crypto";
import type {
  TBulkUploadError,
  TBulkUploadResponse,
  TCategory,
  TCreateCategoryInput,
  TCreateProductInput,
  TProduct,
  TUpdateCategoryInput,
  TUpdateProductInput,
} from "#contracts/catalog";
import { ZCreateCategoryRequest } from "#contracts/catalog";
import type { TBulkProductsInput, TBulkProductsResponse } from "#contracts/catalog-admin";
import {
  IMPORT_PREVIEW_PRODUCTS,
  type TBulkUploadPreview,
  type TImportCounts,
  type TImportFormat,
  type TSkippedRow,
} from "#contracts/catalog-import";
import { CATALOG_MESSAGES, MAX_CSV_BYTES, MAX_NEW_CATEGORIES_PER_CSV } from "#contracts/catalog-messages";
import {
  ALL_PRODUCTS,
  type TCatalogFilter,
  type TProductIds,
  type TProductsPage,
  type TProductsPageQuery,
  UNCATEGORIZED,
} from "#contracts/catalog-page";
import { toDecimalString } from "#contracts/money";
import { discountProblem } from "#contracts/price";
import { variantStockSum } from "#contracts/product-options";
import type { TOptionGroupInput } from "#contracts/product-options-request";
import { ownRow, requireOwn, rowGone } from "#server/access/own-rows";
import type { BackgroundFailures } from "#server/background-failures";
import type { Db, Tx } from "#server/db/client";
import { collateFor } from "#server/db/collation";
import { isStillReferenced } from "#server/db/error-code";
import type { ProductRow } from "#server/db/schema/products";
import { AppError } from "#server/errors";
import { removeImageIfUnused } from "#server/modules/uploads/service";
import type { FileStorage } from "#server/storage/file-storage";
import { catalogCsv } from "./catalog-export";
import { recordBulkProducts, recordCsvUpload, recordProductEdit, recordProductMade } from "./catalog-records";
import { adoptCategoriesOf } from "./example-queries";
import { readCatalogFile } from "./imports/read-catalog-file";
import { toCategoryResponse, toProductResponse } from "./mappers";
import {
  insertOptionGroups,
  listOptionGroups,
  replaceOptionGroups,
  syncVariantStock,
} from "./option-queries";
import * as q from "./queries";

// The examples a template makes (issue 48): their own file, served through this module's door.
export {
  addExampleCatalog,
  type ExampleCatalog,
  exampleCounts,
  publishExamples,
  removeExamples,
} from "./examples";

// Every function takes the signed-in merchant's id and touches only that merchant's rows. Access
// comes first: a row named by its id is read through requireOwn, so an id that belongs to someone
// else is "not found", with no hint that it exists.

/** At most this many row errors are listed; `failed` still counts them all. */
export const MAX_LISTED_ERRORS = 1000;
const BATCH_SIZE = 500;

const PRODUCT = ownRow("productId", q.findProduct);
const CATEGORY = ownRow("categoryId", q.findCategory);

/** A category id given with a product (a uuid: the contract checks) must be one of this merchant's categories. */
async function assertOwnCategory(db: Db, merchantId: string, categoryId: string | null | undefined) {
  if (!categoryId) return;
  if (!(await q.findCategory(db, merchantId, categoryId))) {
    throw new AppError("VALIDATION", CATALOG_MESSAGES.categoryNotFound);
  }
}

/** Only the fields the request named: left out means "keep as it is". */
const definedFields = <T extends object>(patch: T) =>
  Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;

export function countProducts(db: Db, merchantId: string): Promise<number> {
  return q.countProducts(db, merchantId);
}

/**
 * Products as the API answers them, each with its option groups: one query for the groups of all
 * of them, whatever their number (never one per product).
 */
export async function withOptionGroups(
  db: Db | Tx,
  merchantId: string,
  rows: ProductRow[],
  /** The store's (decision 0067): every amount is written in its decimals. */
  currency: string,
  /** `rows` are the store's whole catalog: its groups are read by the store alone (listOptionGroups). */
  { wholeCatalog = false } = {},
): Promise<TProduct[]> {
  const groups = await listOptionGroups(
    db,
    merchantId,
    wholeCatalog ? "all" : rows.map((row) => row.id),
    currency,
  );
  return rows.map((row) => toProductResponse(row, currency, groups.get(row.id)));
}

export async function listProducts(db: Db, merchantId: string, currency: string): Promise<TProduct[]> {
  return withOptionGroups(db, merchantId, await q.listProducts(db, merchantId), currency, {
    wholeCatalog: true,
  });
}

/**
 * The whole catalog as a CSV file the bulk upload reads back unchanged, in the list's order: three
 * queries whatever its size (products, their option groups, category names).
 */
export async function exportProductsCsv(db: Db, merchantId: string, currency: string): Promise<string> {
  const [rows, categories] = await Promise.all([
    q.listProducts(db, merchantId),
    q.listCategories(db, merchantId),
  ]);
  const products = await withOptionGroups(db, merchantId, rows, currency, { wholeCatalog: true });
  return catalogCsv(products, new Map(categories.map((category) => [category.id, category.name])));
}

/**
 * One page of the catalog screen, with what its filter buttons and stat cards show: two queries
 * whatever the catalog's size, the page and one grouped count of the whole catalog.
 */
export async function listProductsPage(
  db: Db,
  merchantId: string,
  query: TProductsPageQuery,
  currency: string,
  /** The store's own locale: names sort as its language sorts them. */
  locale: string,
): Promise<TProductsPage> {
  const [rows, groups] = await Promise.all([
    q.listProductsPage(db, merchantId, query, await collateFor(db, locale)),
    q.countProductGroups(db, merchantId, query.q),
  ]);
  const page: TProductsPage = {
    products: await withOptionGroups(db, merchantId, rows, currency),
    total: 0,
    counts: { all: 0, uncategorized: 0, byCategory: {} },
    stats: { total: 0, available: 0, lowStock: 0 },
  };
  for (const group of groups) {
    const bucket = group.categoryId ?? UNCATEGORIZED;
    if (group.categoryId) page.counts.byCategory[group.categoryId] = group.products;
    else page.counts.uncategorized = group.products;
    page.counts.all += group.products;
    page.stats.available += group.available;
    page.stats.lowStock += group.lowStock;
    if (query.category === ALL_PRODUCTS || query.category === bucket) page.total += group.matching;
  }
  page.stats.total = page.counts.all;
  return page;
}

/** Every product a search and a filter select, for "Select all N matching" (at most `limit` ids). */
export function listProductIds(
  db: Db,
  merchantId: string,
  filter: TCatalogFilter,
  limit: number,
): Promise<TProductIds> {
  return q.listMatchingProductIds(db, merchantId, filter, limit);
}

/**
 * Checks the store's product limit before adding `adding` products. A soft cap: two requests at the
 * same moment may pass it by a few, which is fine for what it guards (the cost of one store).
 */
async function assertRoomFor(db: Db, merchantId: string, adding: number, limit: number) {
  const existing = await q.countProducts(db, merchantId);
  if (existing + adding <= limit) return;
  throw new AppError(
    "CONFLICT",
    adding === 1 ? CATALOG_MESSAGES.storeFull(limit) : CATALOG_MESSAGES.uploadOverLimit(limit, existing),
  );
}

export async function createProduct(
  db: Db,
  merchantId: string,
  input: TCreateProductInput,
  /** The store's: the input was read in it, and the answer is written in it. */
  currency: string,
  productLimit: number,
  /** The member making it (the activity log, decision 0059). */
  personId: string | null = null,
): Promise<TProduct> {
  await assertOwnCategory(db, merchantId, input.categoryId);
  await assertRoomFor(db, merchantId, 1, productLimit);
  const { optionGroups, ...fields } = input;
  return db.transaction(async (tx) => {
    const row = await q.insertProduct(tx, { ...fields, merchantId });
    const stock = optionGroups.length
      ? await replaceOptionGroups(tx, merchantId, row.id, optionGroups)
      : undefined;
    const made = stock === undefined ? row : { ...row, quantity: stock };
    await recordProductMade(tx, personId, made, "created", currency);
    if (optionGroups.length === 0) return toProductResponse(row, currency);
    const [product] = await withOptionGroups(tx, merchantId, [made], currency);
    return product!;
  });
}

/** A replaced picture leaves storage once nothing shows it (uploads/service.ts). */
export async function updateProduct(
  db: Db,
  storage: FileStorage,
  failures: BackgroundFailures,
  merchantId: string,
  id: string,
  patch: TUpdateProductInput,
  /** The store's: the patch was read in it, and the answer is written in it. */
  currency: string,
  /** The member editing it: a price, stock or availability change is recorded (decision 0059). */
  personId: string | null = null,
): Promise<TProduct> {
  const current = await requireOwn(db, merchantId, PRODUCT, id);
  await assertOwnCategory(db, merchantId, patch.categoryId);
  // The contract checks the pair when both come in the request; one alone is checked against the row.
  const problem = discountProblem(
    patch.price ?? toDecimalString(current.price, currency),
    patch.discountPrice === undefined
      ? current.discountPrice && toDecimalString(current.discountPrice, currency)
      : patch.discountPrice,
    currency,
  );
  if (problem) throw new AppError("VALIDATION", problem);
  const { optionGroups, ...fields } = patch;
  const row = await db.transaction(async (tx) => {
    // An edited example is the merchant's own (issue 48), whatever the edit.
    const updated = await q.updateProduct(tx, merchantId, id, { ...definedFields(fields), isExample: false });
    if (!updated) return updated;
    if (current.isExample) await adoptCategoriesOf(tx, merchantId, [id]);
    const stock =
      optionGroups !== undefined
        ? await replaceOptionGroups(tx, merchantId, id, optionGroups)
        : fields.quantity !== undefined
          ? await syncVariantStock(tx, merchantId, id)
          : undefined;
    const after = stock === undefined ? updated : { ...updated, quantity: stock };
    await recordProductEdit(tx, personId, current, after, currency);
    return after;
  });
  if (!row) throw rowGone(PRODUCT);
  if (row.imageUrl !== current.imageUrl) await removeImageIfUnused(db, storage, failures, current.imageUrl);
  const [product] = await withOptionGroups(db, merchantId, [row], currency);
  return product!;
}

export async function deleteProduct(
  db: Db,
  storage: FileStorage,
  failures: BackgroundFailures,
  merchantId: string,
  id: string,
  /** The store's: the activity log writes the deleted product's price in it. */
  currency: string,
  personId: string | null = null,
): Promise<void> {
  const product = await requireOwn(db, merchantId, PRODUCT, id);
  // Orders keep their lines: a product that was ordered is hidden, not deleted.
  if (await q.productHasOrders(db, merchantId, id)) {
    throw new AppError("CONFLICT", CATALOG_MESSAGES.productHasOrders);
  }
  try {
    if (!(await q.deleteProduct(db, merchantId, id))) throw rowGone(PRODUCT);
  } catch (err) {
    // An order placed between the check and the delete: the foreign key refuses it.
    if (isStillReferenced(err)) throw new AppError("CONFLICT", CATALOG_MESSAGES.productHasOrders);
    throw err;
  }
  await recordProductMade(db, personId, product, "deleted", currency);
  await removeImageIfUnused(db, storage, failures, product.imageUrl);
}

/**
 * One action over many products. Ids that are not this merchant's products (another store's,
 * unknown, deleted meanwhile) are left alone and counted in `notFound`: the rest is still done, as a
 * selection made a minute ago may hold a product deleted in another tab. One or two statements,
 * whatever the selection's size.
 */
export async function bulkUpdateProducts(
  db: Db,
  storage: FileStorage,
  failures: BackgroundFailures,
  merchantId: string,
  { ids, action, categoryId }: TBulkProductsInput,
  personId: string | null = null,
): Promise<TBulkProductsResponse> {
  let productIds: string[];
  let keptWithOrders: string[] = [];
  if (action === "delete") {
    keptWithOrders = await q.productsWithOrders(db, merchantId, ids);
    let deleted: { id: string; imageUrl: string | null }[];
    try {
      deleted = await q.deleteProductsWithoutOrders(db, merchantId, ids);
    } catch (err) {
      // An order placed between the two statements: the foreign key refuses the whole delete.
      if (isStillReferenced(err)) throw new AppError("CONFLICT", CATALOG_MESSAGES.productHasOrders);
      throw err;
    }
    productIds = deleted.map((p) => p.id);
    for (const url of new Set(deleted.map((p) => p.imageUrl)))
      await removeImageIfUnused(db, storage, failures, url);
  } else if (action === "category") {
    await assertOwnCategory(db, merchantId, categoryId);
    productIds = await q.updateProducts(db, merchantId, ids, { categoryId: categoryId ?? null });
  } else {
    // Making an example available publishes it (issue 48).
    const patch = action === "available" ? { isAvailable: true, isExample: false } : { isAvailable: false };
    productIds = await q.updateProducts(db, merchantId, ids, patch);
    if (action === "available") await adoptCategoriesOf(db, merchantId, productIds);
  }
  const result = {
    action,
    productIds,
    keptWithOrders,
    notFound: ids.length - productIds.length - keptWithOrders.length,
  };
  await recordBulkProducts(db, merchantId, personId, result, categoryId);
  return result;
}

/**
 * Saves the order of all the merchant's categories: `ids` must be exactly their categories, each
 * once. A list made before a category was added or deleted (another tab), or naming another store's
 * category, is refused as stale rather than half applied. The categories in their new order.
 */
export async function reorderCategories(db: Db, merchantId: string, ids: string[]): Promise<TCategory[]> {
  const own = new Set((await q.listCategories(db, merchantId)).map((c) => c.id));
  if (own.size !== ids.length || !ids.every((id) => own.has(id))) {
    throw new AppError("CONFLICT", CATALOG_MESSAGES.categoryOrderStale);
  }
  const rows = await q.setCategoryOrder(db, merchantId, ids);
  return rows.sort((a, b) => a.sortOrder - b.sortOrder).map(toCategoryResponse);
}

/** By sortOrder (lower first), then name; the storefront shows them in the same order. */
export async function listCategories(db: Db, merchantId: string): Promise<TCategory[]> {
  return (await q.listCategories(db, merchantId)).map(toCategoryResponse);
}

export async function createCategory(
  db: Db,
  merchantId: string,
  input: TCreateCategoryInput,
): Promise<TCategory> {
  return toCategoryResponse(await q.insertCategory(db, { ...input, merchantId }));
}

export async function updateCategory(
  db: Db,
  merchantId: string,
  id: string,
  patch: TUpdateCategoryInput,
): Promise<TCategory> {
  await requireOwn(db, merchantId, CATEGORY, id);
  const row = await q.updateCategory(db, merchantId, id, { ...definedFields(patch), isExample: false });
  if (!row) throw rowGone(CATEGORY);
  return toCategoryResponse(row);
}

/** The category's products stay, uncategorised (ON DELETE SET NULL). */
export async function deleteCategory(db: Db, merchantId: string, id: string): Promise<void> {
  await requireOwn(db, merchantId, CATEGORY, id);
  if (!(await q.deleteCategory(db, merchantId, id))) throw rowGone(CATEGORY);
}

/** What an upload would do: its products (and option groups), the categories it makes, the rows refused or passed over. */
interface UploadPlan {
  format: TImportFormat;
  valid: { row: number; product: q.NewProduct; groups: TOptionGroupInput[]; categoryName: string | null }[];
  newCategories: Map<string, string>;
  /** Category names (lower case) to ids; the new ones are added once made. */
  categoryByName: Map<string, string>;
  /** The merchant's categories' names by id, for the preview. */
  categoryNames: Map<string, string>;
  errors: TBulkUploadError[];
  failed: number;
  skipped: TSkippedRow[];
}

/**
 * Reads the file (our columns or another platform's export, imports/) and checks each product,
 * writing nothing: the upload and its preview share it.
 */
async function planUpload(
  db: Db,
  merchantId: string,
  csvData: string,
  currency: string,
): Promise<UploadPlan> {
  if (Buffer.byteLength(csvData, "utf8") > MAX_CSV_BYTES) {
    throw new AppError("TOO_LARGE", CATALOG_MESSAGES.csvTooLarge);
  }
  const { format, records, skipped } = readCatalogFile(csvData, currency);
  const existing = await q.listCategories(db, merchantId);
  const ownCategories = new Set(existing.map((c) => c.id));
  // A `category` column names categories; names match case-insensitively, and new ones are made.
  const categoryByName = new Map(existing.map((c) => [c.name.trim().toLowerCase(), c.id]));
  const newCategories = new Map<string, string>();
  const valid: UploadPlan["valid"] = [];
  const errors: TBulkUploadError[] = [];
  let failed = 0;
  for (const record of records) {
    let error: string | null = null;
    if (!record.ok) error = record.error;
    else if (record.input.categoryId && !ownCategories.has(record.input.categoryId)) {
      error = CATALOG_MESSAGES.categoryNotFound;
    } else if (record.categoryName) error = planCategory(record.categoryName, categoryByName, newCategories);
    if (error === null && record.ok) {
      const { optionGroups, ...fields } = record.input;
      valid.push({
        row: record.row,
        product: { ...fields, merchantId },
        groups: optionGroups,
        categoryName: record.categoryName,
      });
      continue;
    }
    failed++;
    if (errors.length < MAX_LISTED_ERRORS) {
      errors.push({ product: { name: record.name }, error: error ?? "Invalid row", row: record.row });
    }
  }
  return {
    format,
    valid,
    newCategories,
    categoryByName,
    categoryNames: new Map(existing.map((c) => [c.id, c.name])),
    errors,
    failed,
    skipped,
  };
}

/** The counts an upload answers with: products and options made (or to be made), rows passed over. */
function countsOf(plan: UploadPlan): TImportCounts {
  return {
    products: plan.valid.length,
    options: plan.valid.reduce((n, v) => n + v.groups.reduce((m, g) => m + g.options.length, 0), 0),
    skipped: plan.skipped.length,
  };
}

/** The rows passed over, listed as the errors are: at most MAX_LISTED_ERRORS (counts has them all). */
const listedSkips = (plan: UploadPlan) => plan.skipped.slice(0, MAX_LISTED_ERRORS);

/**
 * Creates every valid row of the CSV and reports each bad one with its product name and reason.
 * Valid rows go in with one multi-row INSERT per 500, and their option groups with a few more,
 * inside one transaction.
 */
export async function bulkUploadProducts(
  db: Db,
  merchantId: string,
  csvData: string,
  /** The store's: each row's prices are read in it (a JPY store's "1200.5" is refused). */
  currency: string,
  productLimit: number,
  personId: string | null = null,
): Promise<TBulkUploadResponse> {
  const plan = await planUpload(db, merchantId, csvData, currency);
  const { valid, newCategories, categoryByName, failed, errors } = plan;
  if (valid.length > 0) await assertRoomFor(db, merchantId, valid.length, productLimit);
  const made = await q.insertCategories(db, merchantId, [...newCategories.values()]);
  for (const { id, name } of made) categoryByName.set(name.toLowerCase(), id);
  const rows = valid.map(({ product, groups, categoryName }): q.NewProduct & { id: string } => {
    const stockGroup = groups.find((group) => group.tracksStock);
    return {
      ...product,
      // Known before the INSERT, so the rows' option groups go in without reading ids back.
      id: randomUUID(),
      categoryId: categoryName
        ? (categoryByName.get(categoryName.toLowerCase()) ?? null)
        : product.categoryId,
      // Stock counted per variant: the product's is their sum, whatever the quantity cell says.
      quantity: stockGroup ? variantStockSum(stockGroup) : product.quantity,
    };
  });
  if (rows.length > 0) {
    await db.transaction(async (tx) => {
      await q.insertProductsInBatches(tx, rows, BATCH_SIZE);
      await insertOptionGroups(
        tx,
        merchantId,
        valid.flatMap(({ groups }, index) =>
          groups.length > 0 ? [{ productId: rows[index]!.id, groups }] : [],
        ),
      );
      await recordCsvUpload(tx, merchantId, personId, rows.length, failed);
    });
  } else await recordCsvUpload(db, merchantId, personId, 0, failed);
  return {
    successful: rows.length,
    failed,
    errors,
    format: plan.format,
    counts: countsOf(plan),
    skipped: listedSkips(plan),
  };
}

/** "Size (stock): S, M, L; Extra: Cheese, Olives": a product's groups in a line, for the preview. */
const optionsSummary = (groups: readonly TOptionGroupInput[]) =>
  groups
    .map((g) => `${g.name}${g.tracksStock ? " (stock)" : ""}: ${g.options.map((o) => o.name).join(", ")}`)
    .join("; ");

/**
 * What the upload would make of the file, nothing written: its format, the first products as they
 * would be created, the counts, the refused rows and those passed over.
 */
export async function previewBulkUpload(
  db: Db,
  merchantId: string,
  csvData: string,
  currency: string,
): Promise<TBulkUploadPreview> {
  const plan = await planUpload(db, merchantId, csvData, currency);
  const categoryOf = ({ product, categoryName }: UploadPlan["valid"][number]) => {
    if (categoryName) return plan.newCategories.get(categoryName.toLowerCase()) ?? categoryName;
    return product.categoryId ? (plan.categoryNames.get(product.categoryId) ?? null) : null;
  };
  const products = plan.valid.slice(0, IMPORT_PREVIEW_PRODUCTS).map((planned) => {
    const { row, product, groups } = planned;
    const stockGroup = groups.find((group) => group.tracksStock);
    return {
      row,
      name: product.name,
      price: product.price,
      discountPrice: product.discountPrice ?? null,
      category: categoryOf(planned),
      options: optionsSummary(groups),
      quantity: stockGroup ? variantStockSum(stockGroup) : (product.quantity ?? null),
      isAvailable: product.isAvailable ?? true,
      imageUrl: product.imageUrl ?? null,
    };
  });
  return {
    format: plan.format,
    products,
    counts: countsOf(plan),
    errors: plan.errors,
    skipped: listedSkips(plan),
  };
}

/**
 * Notes a category named by a CSV row: known, or to be made (its name checked like the category
 * form's, and at most MAX_NEW_CATEGORIES_PER_CSV of them). The row's error, or null.
 */
function planCategory(name: string, known: Map<string, string>, planned: Map<string, string>): string | null {
  const key = name.toLowerCase();
  if (known.has(key) || planned.has(key)) return null;
  const checked = ZCreateCategoryRequest.safeParse({ name });
  if (!checked.success) return checked.error.issues[0]?.message ?? CATALOG_MESSAGES.categoryName;
  if (planned.size >= MAX_NEW_CATEGORIES_PER_CSV) return CATALOG_MESSAGES.csvTooManyNewCategories;
  planned.set(key, checked.data.name);
  return null;
}
