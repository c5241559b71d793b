import type { TCatalogTranslations, TCategory, TProduct } from "#contracts/catalog";
import { isOutOfStock } from "#contracts/stock";

/** One heading of a restaurant's menu and the dishes under it. */
export interface MenuSection {
  /** The DOM id of the section (`menu-<category id>`), which its tab scrolls to. */
  id: string;
  name: string;
  description: string | null;
  /** Its category's own words in other languages (issue 45 item 5); none for the uncategorised. */
  translations?: TCatalogTranslations;
  products: TProduct[];
  /** The category id the section lists (null: the uncategorised). */
  categoryId: string | null;
  /** How many dishes the section has in all, when the store counted them (a menu longer than one page). */
  total?: number;
}

/** Where dishes without a category go, after every category. */
export const UNCATEGORISED_SECTION = { id: "menu-other", name: "More" } as const;

/**
 * A restaurant's menu: its categories in their own order, each with its products in the order the
 * store sends them. Empty categories are left out (a tab that scrolls to nothing helps no one).
 * With `totals` (the store's counts per category id, null for the uncategorised), a category also
 * has its section when none of its dishes is here yet, and each section knows its total.
 */
export function menuSections(
  products: TProduct[],
  categories: TCategory[],
  totals?: Map<string | null, number>,
): MenuSection[] {
  const byCategory = new Map<string | null, TProduct[]>();
  const known = new Set(categories.map((c) => c.id));
  for (const product of products) {
    // A product whose category was deleted meanwhile is uncategorised for the shopper too.
    const key = product.categoryId && known.has(product.categoryId) ? product.categoryId : null;
    const list = byCategory.get(key);
    if (list) list.push(product);
    else byCategory.set(key, [product]);
  }
  const sections: MenuSection[] = [];
  const withTotal = (categoryId: string | null) => {
    const list = byCategory.get(categoryId);
    const total = totals?.get(categoryId);
    return list || total ? { products: list ?? [], categoryId, ...(totals && { total: total ?? 0 }) } : null;
  };
  for (const category of categories) {
    const found = withTotal(category.id);
    if (found)
      sections.push({
        id: `menu-${category.id}`,
        name: category.name,
        description: category.description,
        translations: category.translations,
        ...found,
      });
  }
  const rest = withTotal(null);
  if (rest) sections.push({ ...UNCATEGORISED_SECTION, description: null, ...rest });
  return sections;
}

/** How many products a shop's home shows under "Featured Products". */
export const FEATURED_COUNT = 3;

/** A shop window shows what can be bought: sold-out products stay in the full list only. */
export const featuredProducts = (products: TProduct[]) =>
  products.filter((p) => !isOutOfStock(p)).slice(0, FEATURED_COUNT);

/**
 * The product a store's home shows first, before any search: the first dish of a restaurant's
 * menu, or a shop's first featured product. Its picture is the page's largest paint, so the server
 * asks for it from the HTML while the page's code downloads.
 */
export function leadProduct(
  businessType: string,
  products: TProduct[],
  categories: TCategory[],
): TProduct | undefined {
  return businessType === "restaurant"
    ? menuSections(products, categories)[0]?.products[0]
    : featuredProducts(products)[0];
}
