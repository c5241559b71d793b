import { SearchX } from "lucide-react";
import type { TCategory, TProduct } from "#contracts/catalog";
import type { TGetMicrositeResponse } from "#contracts/storefront";
import { EmptyState } from "#web/components/ui/empty-state";
import { useStoreProducts } from "#web/features/storefront/hooks/use-store-products";
import { localized } from "#web/features/storefront/utils/localized";
import type { CartLine } from "#web/lib/cart-storage";
import { usePageLanguage } from "#web/lib/i18n/page-language";
import { LoadMore, listingCount } from "../load-more";
import { ProductGrid } from "../product-grid";
import { SearchInput } from "../search-input";

export function CategoryView({
  slug,
  store,
  category,
  search,
  cart,
  onSetQuantity,
}: {
  slug: string;
  store: TGetMicrositeResponse;
  category: TCategory;
  search: { text: string; setText: (text: string) => void; applied: string; reset: () => void };
  cart: CartLine[];
  onSetQuantity: (product: TProduct, quantity: number) => void;
}) {
  const { t, language } = usePageLanguage();
  const { name, description } = localized(category, language);
  const list = useStoreProducts(store, { category: category.id, q: search.applied });
  const shown = list.products;
  return (
    <div className="grid gap-4">
      <div>
        <h1 dir="auto" className="text-2xl font-bold text-slate-900">
          {name}
        </h1>
        {description && (
          <p dir="auto" className="text-slate-500">
            {description}
          </p>
        )}
      </div>
      <SearchInput
        value={search.text}
        onChange={search.setText}
        onClear={search.reset}
        placeholder={t("store.searchInCategory", { category: name })}
      />
      <p className="text-sm text-slate-500" aria-live="polite">
        {listingCount(list, t)}
      </p>
      {list.total === 0 ? (
        <EmptyState icon={SearchX} title={t("store.noProductsFound")}>
          {search.applied.trim() && <p className="text-slate-500">{t("store.tryDifferentSearch")}</p>}
        </EmptyState>
      ) : (
        <ProductGrid
          slug={slug}
          products={shown}
          cart={cart}
          onSetQuantity={onSetQuantity}
          cardHeading="h2"
        />
      )}
      <LoadMore list={list} />
    </div>
  );
}
