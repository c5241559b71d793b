import type { TProduct } from "#contracts/catalog";
import { effectivePriceCents } from "#contracts/money";
import { isOutOfStock } from "#contracts/stock";
import { matchesSearch } from "#web/lib/product-search";

/** The all-products filters (spec section 5: price bands 10 and 50, availability). */
export type PriceBand = "all" | "under-10" | "10-50" | "over-50";
export type Availability = "all" | "in-stock" | "out-of-stock";

export interface ProductFilters {
  /** "all" or a category id. */
  categoryId: string;
  price: PriceBand;
  availability: Availability;
}

export const NO_FILTERS: ProductFilters = { categoryId: "all", price: "all", availability: "all" };

export const PRICE_BANDS: { value: PriceBand; label: string }[] = [
  { value: "all", label: "All prices" },
  { value: "under-10", label: "Under $10" },
  { value: "10-50", label: "$10 - $50" },
  { value: "over-50", label: "Over $50" },
];

export const AVAILABILITY_OPTIONS: { value: Availability; label: string }[] = [
  { value: "all", label: "All items" },
  { value: "in-stock", label: "In stock" },
  { value: "out-of-stock", label: "Out of stock" },
];

/** Bands use the effective price: under $10; $10 to $50 inclusive; over $50. */
export function inPriceBand(product: Pick<TProduct, "price" | "discountPrice">, band: PriceBand): boolean {
  if (band === "all") return true;
  const cents = effectivePriceCents(product);
  if (band === "under-10") return cents < 1000;
  if (band === "10-50") return cents >= 1000 && cents <= 5000;
  return cents > 5000;
}

export function filterProducts(products: TProduct[], search: string, filters: ProductFilters): TProduct[] {
  return products.filter(
    (product) =>
      matchesSearch(product, search) &&
      (filters.categoryId === "all" || product.categoryId === filters.categoryId) &&
      inPriceBand(product, filters.price) &&
      (filters.availability === "all" || !isOutOfStock(product) === (filters.availability === "in-stock")),
  );
}

export const hasActiveFilters = (filters: ProductFilters) =>
  filters.categoryId !== "all" || filters.price !== "all" || filters.availability !== "all";

/** Products per category id. */
export function countByCategory(products: Pick<TProduct, "categoryId">[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { categoryId } of products) {
    if (categoryId) counts.set(categoryId, (counts.get(categoryId) ?? 0) + 1);
  }
  return counts;
}
