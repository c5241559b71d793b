import type { TCategory, TProduct } from "#contracts/catalog";
import { toDecimalString } from "#contracts/money";
import type { TOptionGroup } from "#contracts/product-options";
import type { CategoryRow } from "#server/db/schema/categories";
import type { ProductRow } from "#server/db/schema/products";

/**
 * A product as its API answers it, its prices in the store's currency (decision 0067);
 * `optionGroups` only when it has some (else exactly as before issue 28).
 */
export function toProductResponse(
  row: ProductRow,
  currency: string,
  optionGroups: TOptionGroup[] = [],
): TProduct {
  const product: TProduct = {
    id: row.id,
    merchantId: row.merchantId,
    categoryId: row.categoryId,
    name: row.name,
    description: row.description,
    currency,
    price: toDecimalString(row.price, currency),
    discountPrice: row.discountPrice == null ? null : toDecimalString(row.discountPrice, currency),
    imageUrl: row.imageUrl,
    quantity: row.quantity,
    isAvailable: row.isAvailable,
    maxPerOrder: row.maxPerOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (optionGroups.length > 0) product.optionGroups = optionGroups;
  return product;
}

export function toCategoryResponse(row: CategoryRow): TCategory {
  return {
    id: row.id,
    merchantId: row.merchantId,
    name: row.name,
    description: row.description,
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
  };
}
