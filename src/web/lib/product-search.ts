import type { TProduct } from "#contracts/catalog";

/**
 * The one search rule of the catalog screen and the storefront (spec section 4): a case-insensitive
 * match on name or description; a blank search matches everything.
 */
export function matchesSearch(product: Pick<TProduct, "name" | "description">, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return (
    product.name.toLowerCase().includes(needle) || (product.description ?? "").toLowerCase().includes(needle)
  );
}
