import { SearchX } from "lucide-react";
import type { TCategory, TProduct } from "#contracts/catalog";
import { EmptyState } from "#web/components/ui/empty-state";
import { pluralize } from "#web/features/storefront/utils/storefront-format";
import type { CartLine } from "#web/lib/cart-storage";
import { matchesSearch } from "#web/lib/product-search";
import { ProductGrid } from "../product-grid";
import { SearchInput } from "../search-input";

export function CategoryView({
  slug,
  category,
  products,
  search,
  cart,
  onSetQuantity,
}: {
  slug: string;
  category: TCategory;
  products: TProduct[];
  search: { text: string; setText: (text: string) => void; applied: string; reset: () => void };
  cart: CartLine[];
  onSetQuantity: (product: TProduct, quantity: number) => void;
}) {
  const inCategory = products.filter((p) => p.categoryId === category.id);
  const shown = inCategory.filter((p) => matchesSearch(p, search.applied));
  return (
    <div className="grid gap-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{category.name}</h1>
        {category.description && <p className="text-slate-500">{category.description}</p>}
      </div>
      <SearchInput
        value={search.text}
        onChange={search.setText}
        onClear={search.reset}
        placeholder={`Search in ${category.name}...`}
      />
      <p className="text-sm text-slate-500" aria-live="polite">
        {pluralize(shown.length, "product")}
      </p>
      {shown.length === 0 ? (
        <EmptyState icon={SearchX} title="No products found">
          {search.applied.trim() && <p className="text-slate-500">Try a different search.</p>}
        </EmptyState>
      ) : (
        <ProductGrid slug={slug} products={shown} cart={cart} onSetQuantity={onSetQuantity} />
      )}
    </div>
  );
}
