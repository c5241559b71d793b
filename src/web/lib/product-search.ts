import type { TProduct } from "#contracts/catalog";
import { searchFold } from "#contracts/search-fold";

/** Folded and lowercased: what two texts are compared as (the server's ILIKE on `search_fold`). */
const comparable = (text: string) => searchFold(text).toLowerCase();

/**
 * The one search rule of the catalog screen and the storefront (spec section 4): a case-insensitive
 * match on name or description, with or without accents (issue 45: "jalapeno" finds "Jalapeño", as
 * the server's search does); a blank search matches everything.
 */
export function matchesSearch(product: Pick<TProduct, "name" | "description">, search: string): boolean {
  const needle = comparable(search.trim());
  if (!needle) return true;
  return comparable(product.name).includes(needle) || comparable(product.description ?? "").includes(needle);
}
