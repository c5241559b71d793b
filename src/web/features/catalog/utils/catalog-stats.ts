import type { TProduct } from "#contracts/catalog";
import { LOW_STOCK_THRESHOLD } from "#contracts/stock";

/** The four stat cards (spec section 2); the server counts the products, the categories are listed. */
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
