import type { TCategory, TProduct } from "#contracts/catalog";

/** One heading of a restaurant's menu and the dishes under it. */
export interface MenuSection {
  /** The DOM id of the section (`menu-<category id>`), which its tab scrolls to. */
  id: string;
  name: string;
  description: string | null;
  products: TProduct[];
}

/** Where dishes without a category go, after every category. */
export const UNCATEGORISED_SECTION = { id: "menu-other", name: "More" } as const;

/**
 * A restaurant's menu: its categories in their own order, each with its products in the order the
 * store sends them. Empty categories are left out (a tab that scrolls to nothing helps no one).
 */
export function menuSections(products: TProduct[], categories: TCategory[]): MenuSection[] {
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
  for (const category of categories) {
    const list = byCategory.get(category.id);
    if (list) {
      sections.push({
        id: `menu-${category.id}`,
        name: category.name,
        description: category.description,
        products: list,
      });
    }
  }
  const rest = byCategory.get(null);
  if (rest) sections.push({ ...UNCATEGORISED_SECTION, description: null, products: rest });
  return sections;
}
