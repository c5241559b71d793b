import type { TBulkProductsResponse } from "#contracts/catalog-admin";
import { toDecimalString } from "#contracts/money";
import type { Db, Tx } from "#server/db/client";
import type { ProductRow } from "#server/db/schema/products";
import { recordAudit } from "#server/modules/audit/service";

// The catalog's lines in the activity log (issue 43 item 6, decision 0059): a product's price,
// discount price, stock and availability edits with from → to; a product made or deleted, a bulk
// action and a CSV upload as one summary record each.

type Tracked = "price" | "discountPrice" | "quantity" | "isAvailable";
const TRACKED: Record<Tracked, string> = {
  price: "price",
  discountPrice: "discount price",
  quantity: "stock",
  isAvailable: "available",
};

const shown = (
  field: Tracked,
  row: Pick<ProductRow, Tracked>,
  currency: string,
): string | number | boolean | null => {
  const value = row[field];
  if (field === "price" || field === "discountPrice")
    return value == null ? null : toDecimalString(value as string, currency);
  return value ?? null;
};

/** A product's edit: recorded when a price, the stock or availability changed; nothing otherwise. */
export async function recordProductEdit(
  db: Db | Tx,
  personId: string | null,
  before: ProductRow,
  after: Pick<ProductRow, Tracked | "name" | "id" | "merchantId">,
  /** The store's: prices are written in its decimals. */
  currency: string,
): Promise<void> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of Object.keys(TRACKED) as Tracked[]) {
    const from = shown(field, before, currency);
    const to = shown(field, after, currency);
    if (from !== to) changes[field] = { from, to };
  }
  const fields = Object.keys(changes) as Tracked[];
  if (fields.length === 0) return;
  const said = fields.map((field) => {
    const { from, to } = changes[field]!;
    return `${TRACKED[field]} ${from ?? "none"} → ${to ?? "none"}`;
  });
  await recordAudit(db, {
    merchantId: after.merchantId,
    personId,
    kind: "catalog",
    summary: `${after.name}: ${said.join(", ")}`,
    details: { productId: after.id, product: after.name, ...changes },
  });
}

/** A product made or deleted: one line naming it. */
export async function recordProductMade(
  db: Db | Tx,
  personId: string | null,
  product: Pick<ProductRow, "id" | "name" | "merchantId" | "price" | "quantity">,
  made: "created" | "deleted",
  currency: string,
): Promise<void> {
  await recordAudit(db, {
    merchantId: product.merchantId,
    personId,
    kind: "catalog",
    summary: `Product ${made}: ${product.name}`,
    details: {
      productId: product.id,
      product: product.name,
      price: toDecimalString(product.price, currency),
      stock: product.quantity,
    },
  });
}

const BULK_WORDS: Record<TBulkProductsResponse["action"], string> = {
  available: "made available",
  unavailable: "made unavailable",
  category: "moved to another category",
  delete: "deleted",
};

/** A bulk action over many products: one summary line with their ids. */
export async function recordBulkProducts(
  db: Db | Tx,
  merchantId: string,
  personId: string | null,
  result: TBulkProductsResponse,
  categoryId?: string | null,
): Promise<void> {
  if (result.productIds.length === 0) return;
  const n = result.productIds.length;
  await recordAudit(db, {
    merchantId,
    personId,
    kind: "catalog",
    summary: `${n} product${n === 1 ? "" : "s"} ${BULK_WORDS[result.action]}`,
    details: {
      action: result.action,
      productIds: result.productIds,
      ...(result.action === "category" ? { categoryId: categoryId ?? null } : {}),
    },
  });
}

/** A CSV upload: how many products it made and how many rows it refused. */
export async function recordCsvUpload(
  db: Db | Tx,
  merchantId: string,
  personId: string | null,
  successful: number,
  failed: number,
): Promise<void> {
  await recordAudit(db, {
    merchantId,
    personId,
    kind: "catalog",
    summary: `CSV upload: ${successful} product${successful === 1 ? "" : "s"} added, ${failed} row${failed === 1 ? "" : "s"} refused`,
    details: { successful, failed },
  });
}
