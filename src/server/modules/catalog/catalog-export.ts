import type { TProduct } from "#contracts/catalog";
import { toCsv } from "#contracts/csv";
import { formatOptionsCell } from "#contracts/product-options-csv";

export const EXPORT_FILE_NAME = "products.csv";

/**
 * The catalog export's columns: what the bulk upload reads, so that uploading an export into a
 * store changes nothing. The category goes by name (an upload matches names and makes the missing
 * ones; another store's ids would mean nothing there).
 */
export const EXPORT_COLUMNS = [
  "name",
  "price",
  "description",
  "quantity",
  "category",
  "discount_price",
  "image_url",
  "is_available",
  "options",
  "max_per_order",
] as const;

/**
 * The products as one CSV file, in the order given. A blank quantity is stock not tracked, as the
 * upload reads it; a product whose stock is counted per variant writes their sum, which the upload
 * computes again from the options cell.
 */
export function catalogCsv(
  products: readonly TProduct[],
  categoryNames: ReadonlyMap<string, string>,
): string {
  return toCsv([
    EXPORT_COLUMNS,
    ...products.map((product) => [
      product.name,
      product.price,
      product.description,
      product.quantity,
      product.categoryId ? categoryNames.get(product.categoryId) : null,
      product.discountPrice,
      product.imageUrl,
      product.isAvailable,
      formatOptionsCell(product.optionGroups ?? []),
      product.maxPerOrder,
    ]),
  ]);
}
