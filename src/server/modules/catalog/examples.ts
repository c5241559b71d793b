import { randomUUID } from "node:crypto";
import { type TCreateProductInput, ZUpdateProductRequest } from "#contracts/catalog";
import { variantStockSum } from "#contracts/product-options";
import {
  SETUP_MESSAGES,
  type TPublishExamplesRequest,
  type TPublishedExamples,
  type TRemovedExamples,
} from "#contracts/store-setup";
import type { BackgroundFailures } from "#server/background-failures";
import type { Db, Tx } from "#server/db/client";
import { AppError, notFound } from "#server/errors";
import { recordAudit } from "#server/modules/audit/service";
import { removeImageIfUnused } from "#server/modules/uploads/service";
import type { FileStorage } from "#server/storage/file-storage";
import {
  adoptExampleCategories,
  countExamples,
  deleteEmptyExampleCategories,
  findNamedProducts,
  publishExampleRows,
} from "./example-queries";
import { insertOptionGroups } from "./option-queries";
import * as q from "./queries";

// A template's example items (issue 48, decision 0073): made unavailable, so no shopper sees them,
// and the merchant's own once published or edited; removed together with one click.

/** A template's catalog as the product form would send it, already read in the store's currency. */
export interface ExampleCatalog {
  categories: { name: string; description: string | null; products: TCreateProductInput[] }[];
}

/** The store's examples still waiting: the first-run path's counts, and the catalog's banner. */
export function exampleCounts(
  db: Db | Tx,
  merchantId: string,
): Promise<{ products: number; categories: number }> {
  return countExamples(db, merchantId);
}

/**
 * Adds a template's categories and products as examples, in the caller's transaction (registration
 * makes the store in the same one). Categories go after the store's own; products are listed in the
 * template's order, as a CSV upload's are.
 */
export async function addExampleCatalog(
  tx: Tx,
  merchantId: string,
  catalog: ExampleCatalog,
): Promise<{ categories: number; products: number }> {
  const rows: (q.NewProduct & { id: string })[] = [];
  const groups: { productId: string; groups: TCreateProductInput["optionGroups"] }[] = [];
  for (const section of catalog.categories) {
    const category = await q.insertCategory(tx, {
      merchantId,
      name: section.name,
      description: section.description,
      sortOrder: null,
      isExample: true,
    });
    for (const { optionGroups, ...fields } of section.products) {
      const id = randomUUID();
      const stockGroup = optionGroups.find((group) => group.tracksStock);
      rows.push({
        ...fields,
        id,
        merchantId,
        categoryId: category.id,
        quantity: stockGroup ? variantStockSum(stockGroup) : fields.quantity,
        // Shoppers never see an example: every storefront query reads available products only.
        isAvailable: false,
        isExample: true,
      });
      if (optionGroups.length > 0) groups.push({ productId: id, groups: optionGroups });
    }
  }
  await q.insertProductsInBatches(tx, rows);
  await insertOptionGroups(tx, merchantId, groups);
  return { categories: catalog.categories.length, products: rows.length };
}

/** A change sent with publishing, read as the product form's fields are (name, price, description). */
function readChange(
  change: NonNullable<TPublishExamplesRequest["changes"]>[number],
  currency: string,
): q.ProductPatch {
  const { id: _id, ...fields } = change;
  const parsed = ZUpdateProductRequest(currency).safeParse(fields);
  if (!parsed.success) throw new AppError("VALIDATION", parsed.error.issues[0]?.message ?? "Invalid change");
  const { name, price, description } = parsed.data;
  return Object.fromEntries(
    Object.entries({ name, price, description }).filter(([, value]) => value !== undefined),
  ) as q.ProductPatch;
}

/**
 * The examples named (all of them without `ids`) become available and the merchant's own, with the
 * `changes` made to them in the same transaction. An id that is not one of the store's products is
 * a 404; one published meanwhile (another tab, a second click) is left as it is, so publishing twice
 * is not an error. Option groups stay as they were.
 */
export async function publishExamples(
  db: Db,
  merchantId: string,
  request: { ids?: string[]; changes?: NonNullable<TPublishExamplesRequest["changes"]> },
  currency: string,
  personId: string | null,
): Promise<TPublishedExamples> {
  const changes = (request.changes ?? []).map((change) => ({
    id: change.id,
    patch: readChange(change, currency),
  }));
  const named = [...new Set([...(request.ids ?? []), ...changes.map((change) => change.id)])];
  return db.transaction(async (tx) => {
    const found = new Map((await findNamedProducts(tx, merchantId, named)).map((row) => [row.id, row]));
    if (named.some((id) => !found.has(id))) throw notFound(SETUP_MESSAGES.exampleNotFound);
    for (const { id, patch } of changes)
      if (found.get(id)?.isExample && Object.keys(patch).length > 0)
        await q.updateProduct(tx, merchantId, id, patch);
    const published = await publishExampleRows(tx, merchantId, request.ids ? named : null);
    if (published.length > 0)
      await recordAudit(tx, {
        merchantId,
        personId,
        kind: "catalog",
        summary: `${published.length} example product${published.length === 1 ? "" : "s"} published`,
        details: { action: "publish-examples", productIds: published },
      });
    return { published: published.length };
  });
}

/**
 * Every example product, and the example categories then left empty: a category holding the
 * merchant's own products stays, as theirs. Examples are never available, so no order points at one; should
 * one ever, it stays, as a product with orders does.
 */
export async function removeExamples(
  db: Db,
  storage: FileStorage,
  failures: BackgroundFailures,
  merchantId: string,
  personId: string | null,
): Promise<TRemovedExamples> {
  const deleted = await q.deleteProductsWithoutOrders(db, merchantId, "examples");
  const categories = await deleteEmptyExampleCategories(db, merchantId);
  await adoptExampleCategories(db, merchantId);
  if (deleted.length + categories > 0)
    await recordAudit(db, {
      merchantId,
      personId,
      kind: "catalog",
      summary: `Example items removed: ${deleted.length} product${deleted.length === 1 ? "" : "s"}, ${categories} categor${categories === 1 ? "y" : "ies"}`,
      details: { action: "remove-examples", productIds: deleted.map((row) => row.id), categories },
    });
  for (const url of new Set(deleted.map((row) => row.imageUrl)))
    await removeImageIfUnused(db, storage, failures, url);
  return { products: deleted.length, categories };
}
