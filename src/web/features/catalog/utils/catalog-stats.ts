import type { TCategory, TProduct } from "#contracts/catalog";

/** Spec section 9: the catalog counts a product as low on stock below this quantity. */
export const LOW_STOCK_THRESHOLD = 10;

export interface CatalogStats {
  totalProducts: number;
  available: number;
  categories: number;
  lowStock: number;
}

/** A product whose stock is tracked (quantity not null) and under the threshold, 0 included. */
export function isLowStock(product: Pick<TProduct, "quantity">): boolean {
  return product.quantity !== null && product.quantity < LOW_STOCK_THRESHOLD;
}

export function computeCatalogStats(
  products: readonly Pick<TProduct, "isAvailable" | "quantity">[],
  categories: readonly unknown[],
): CatalogStats {
  return {
    totalProducts: products.length,
    available: products.filter((p) => p.isAvailable).length,
    categories: categories.length,
    lowStock: products.filter(isLowStock).length,
  };
}

/** How many products each category holds, by category id. */
export function countProductsPerCategory(
  products: readonly Pick<TProduct, "categoryId">[],
  categories: readonly Pick<TCategory, "id">[],
): Map<string, number> {
  const counts = new Map(categories.map((c) => [c.id, 0]));
  for (const product of products) {
    if (product.categoryId && counts.has(product.categoryId)) {
      counts.set(product.categoryId, counts.get(product.categoryId)! + 1);
    }
  }
  return counts;
}
