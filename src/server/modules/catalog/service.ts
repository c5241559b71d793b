import {
  CATALOG_MESSAGES,
  MAX_CSV_BYTES,
  type TBulkUploadError,
  type TBulkUploadResponse,
  ZBulkUploadRequest,
  ZCreateCategoryRequest,
  ZCreateProductRequest,
  ZUpdateCategoryRequest,
  ZUpdateProductRequest,
} from "../../../contracts/catalog";
import { isUuid } from "../../../contracts/ids";
import type { Db } from "../../db/client";
import type { CategoryRow } from "../../db/schema/categories";
import type { ProductRow } from "../../db/schema/products";
import { AppError, notFound } from "../../errors";
import { parseProductCsv } from "./product-csv";
import * as q from "./queries";

// Every function takes the signed-in merchant's id and touches only that merchant's rows. An id
// that is malformed or belongs to someone else is "not found": no hint that it exists.

/** At most this many row errors are listed; `failed` still counts them all. */
export const MAX_LISTED_ERRORS = 1000;
const BATCH_SIZE = 500;

/**
 * The database refused a delete because other rows still reference it: 23001 (restrict_violation,
 * what ON DELETE RESTRICT raises) or 23503 (foreign_key_violation). Drizzle wraps driver errors,
 * so the `cause` chain is walked.
 */
export function isStillReferencedError(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === "23001" || code === "23503") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A category id given with a product must be one of this merchant's categories. */
async function assertOwnCategory(db: Db, merchantId: string, categoryId: string | null | undefined) {
  if (!categoryId) return;
  if (!isUuid(categoryId) || !(await q.findCategory(db, merchantId, categoryId))) {
    throw new AppError("VALIDATION", CATALOG_MESSAGES.categoryNotFound);
  }
}

export function listProducts(db: Db, merchantId: string): Promise<ProductRow[]> {
  return q.listProducts(db, merchantId);
}

export async function createProduct(db: Db, merchantId: string, body: unknown): Promise<ProductRow> {
  const input = ZCreateProductRequest.parse(body ?? {});
  await assertOwnCategory(db, merchantId, input.categoryId);
  return q.insertProduct(db, { ...input, merchantId });
}

export async function updateProduct(
  db: Db,
  merchantId: string,
  id: string,
  body: unknown,
): Promise<ProductRow> {
  if (!isUuid(id) || !(await q.findProduct(db, merchantId, id))) throw notFound("Product");
  const patch = ZUpdateProductRequest.parse(body ?? {});
  await assertOwnCategory(db, merchantId, patch.categoryId);
  const defined = Object.fromEntries(
    Object.entries(patch).filter(([, v]) => v !== undefined),
  ) as q.ProductPatch;
  const row = await q.updateProduct(db, merchantId, id, defined);
  if (!row) throw notFound("Product");
  return row;
}

export async function deleteProduct(db: Db, merchantId: string, id: string): Promise<void> {
  if (!isUuid(id) || !(await q.findProduct(db, merchantId, id))) throw notFound("Product");
  // Orders keep their lines: a product that was ordered is hidden, not deleted.
  if (await q.productHasOrders(db, merchantId, id)) {
    throw new AppError("CONFLICT", CATALOG_MESSAGES.productHasOrders);
  }
  try {
    if (!(await q.deleteProduct(db, merchantId, id))) throw notFound("Product");
  } catch (err) {
    // An order placed between the check and the delete: the foreign key refuses it.
    if (isStillReferencedError(err)) throw new AppError("CONFLICT", CATALOG_MESSAGES.productHasOrders);
    throw err;
  }
}

export function listCategories(db: Db, merchantId: string): Promise<CategoryRow[]> {
  return q.listCategories(db, merchantId);
}

export async function createCategory(db: Db, merchantId: string, body: unknown): Promise<CategoryRow> {
  const input = ZCreateCategoryRequest.parse(body ?? {});
  return q.insertCategory(db, { ...input, merchantId });
}

export async function updateCategory(
  db: Db,
  merchantId: string,
  id: string,
  body: unknown,
): Promise<CategoryRow> {
  if (!isUuid(id)) throw notFound("Category");
  const patch = ZUpdateCategoryRequest.parse(body ?? {});
  const defined = Object.fromEntries(
    Object.entries(patch).filter(([, v]) => v !== undefined),
  ) as q.CategoryPatch;
  const row = await q.updateCategory(db, merchantId, id, defined);
  if (!row) throw notFound("Category");
  return row;
}

/** The category's products stay, uncategorised (ON DELETE SET NULL). */
export async function deleteCategory(db: Db, merchantId: string, id: string): Promise<void> {
  if (!isUuid(id) || !(await q.deleteCategory(db, merchantId, id))) throw notFound("Category");
}

/**
 * Creates every valid row of the CSV and reports each bad one with its product name and reason.
 * Valid rows go in with one multi-row INSERT per 500, inside one transaction.
 */
export async function bulkUploadProducts(
  db: Db,
  merchantId: string,
  body: unknown,
): Promise<TBulkUploadResponse> {
  const { csvData } = ZBulkUploadRequest.parse(body ?? {});
  if (Buffer.byteLength(csvData, "utf8") > MAX_CSV_BYTES) {
    throw new AppError("TOO_LARGE", CATALOG_MESSAGES.csvTooLarge);
  }
  const records = parseProductCsv(csvData);
  const ownCategories = new Set(await q.listCategoryIds(db, merchantId));
  const valid: q.NewProduct[] = [];
  const errors: TBulkUploadError[] = [];
  let failed = 0;
  for (const record of records) {
    let error: string | null = null;
    if (!record.ok) error = record.error;
    else if (record.input.categoryId && !ownCategories.has(record.input.categoryId)) {
      error = CATALOG_MESSAGES.categoryNotFound;
    }
    if (error === null && record.ok) {
      valid.push({ ...record.input, merchantId });
      continue;
    }
    failed++;
    if (errors.length < MAX_LISTED_ERRORS) {
      errors.push({ product: { name: record.name }, error: error ?? "Invalid row", row: record.row });
    }
  }
  await q.insertProductsInBatches(db, valid, BATCH_SIZE);
  return { successful: valid.length, failed, errors };
}
