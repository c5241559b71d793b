import type { TCategory, TProduct } from "#contracts/catalog";
import { effectivePriceCents } from "#contracts/money";
import { CARD_FEW_LEFT_MAX, fewLeft, isOutOfStock } from "#contracts/stock";

export type ProductSortKey = "name" | "status" | "stock" | "category" | "price";
export type SortDirection = "ascending" | "descending";
export interface ProductSort {
  key: ProductSortKey;
  direction: SortDirection;
}

const byText = new Intl.Collator("en", { sensitivity: "base", numeric: true }).compare;

/** The badge a customer sees, worst first: Out of Stock, Only N left, In Stock. */
export function statusRank(product: TProduct): number {
  if (isOutOfStock(product)) return 0;
  return fewLeft(product.quantity, CARD_FEW_LEFT_MAX) ? 1 : 2;
}

/**
 * Sorts the loaded products in the browser: the dashboard always holds the whole catalog (the API
 * sends every product, up to the store's limit), so no page is left out. Untracked stock sorts
 * after every count, and Uncategorized after every category name, whichever the direction of the
 * other values; ties fall back to the name, so rows never jump between renders.
 */
export function sortProducts(
  products: readonly TProduct[],
  categories: readonly TCategory[],
  sort: ProductSort | null,
): TProduct[] {
  if (!sort) return [...products];
  const names = new Map(categories.map((c) => [c.id, c.name]));
  const sign = sort.direction === "ascending" ? 1 : -1;
  const compareKey = (a: TProduct, b: TProduct): number => {
    switch (sort.key) {
      case "name":
        return sign * byText(a.name, b.name);
      case "status":
        return sign * (statusRank(a) - statusRank(b));
      case "price":
        return sign * (effectivePriceCents(a) - effectivePriceCents(b));
      case "stock":
        return lastWhenMissing(a.quantity, b.quantity) ?? sign * (a.quantity! - b.quantity!);
      case "category": {
        const an = (a.categoryId && names.get(a.categoryId)) || null;
        const bn = (b.categoryId && names.get(b.categoryId)) || null;
        return lastWhenMissing(an, bn) ?? sign * byText(an!, bn!);
      }
    }
  };
  return [...products].sort((a, b) => compareKey(a, b) || byText(a.name, b.name) || a.id.localeCompare(b.id));
}

/** Puts a missing value after a present one; undefined when both are present. */
function lastWhenMissing(a: unknown, b: unknown): number | undefined {
  if (a === null && b === null) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return undefined;
}

/** The next sort after a click on a column: ascending first, then descending, then ascending. */
export function nextSort(current: ProductSort | null, key: ProductSortKey): ProductSort {
  return current?.key === key && current.direction === "ascending"
    ? { key, direction: "descending" }
    : { key, direction: "ascending" };
}
