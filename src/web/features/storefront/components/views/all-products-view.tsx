import { SearchX, X } from "lucide-react";
import { useId } from "react";
import type { TProduct } from "#contracts/catalog";
import type { TGetMicrositeResponse } from "#contracts/storefront";
import { EmptyState } from "#web/components/ui/empty-state";
import { useStoreMoney } from "#web/features/storefront/hooks/use-store-money";
import { useStoreProducts } from "#web/features/storefront/hooks/use-store-products";
import { localized } from "#web/features/storefront/utils/localized";
import {
  type Availability,
  allProductsQuery,
  availabilityOptions,
  hasActiveFilters,
  type PriceBand,
  type ProductFilters,
  priceBands,
} from "#web/features/storefront/utils/product-filters";
import type { CartLine } from "#web/lib/cart-storage";
import { usePageLanguage } from "#web/lib/i18n/page-language";
import { cn } from "#web/lib/utils";
import { LoadMore, listingCount } from "../load-more";
import { ProductGrid } from "../product-grid";
import { SearchInput } from "../search-input";

function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: {
  className?: string;
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className={cn("grid min-w-0 gap-1", className)}>
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className="h-10 w-full min-w-0 cursor-pointer rounded-lg border border-slate-300 bg-white px-2 text-base sm:text-sm focus-visible:outline-2 focus-visible:outline-(--store-primary)"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function AllProductsView({
  slug,
  store,
  search,
  filters,
  onFiltersChange,
  onClearAll,
  cart,
  onSetQuantity,
}: {
  slug: string;
  store: TGetMicrositeResponse;
  search: { text: string; setText: (text: string) => void; applied: string; reset: () => void };
  filters: ProductFilters;
  onFiltersChange: (filters: ProductFilters) => void;
  onClearAll: () => void;
  cart: CartLine[];
  onSetQuantity: (product: TProduct, quantity: number) => void;
}) {
  const { categories } = store;
  const { t, language } = usePageLanguage();
  const money = useStoreMoney();
  const list = useStoreProducts(store, allProductsQuery(search.applied, filters));
  const shown = list.products;
  const searching = search.applied.trim() !== "";
  const active = searching || search.text !== "" || hasActiveFilters(filters);

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{t("store.allProducts")}</h1>
      <SearchInput value={search.text} onChange={search.setText} onClear={search.reset} />
      <fieldset className="grid grid-cols-2 gap-2 sm:max-w-2xl sm:grid-cols-3 sm:gap-3">
        <legend className="sr-only">{t("store.filters")}</legend>
        <FilterSelect
          label={t("store.category")}
          className="col-span-2 sm:col-span-1"
          value={filters.categoryId}
          options={[
            { value: "all", label: t("store.allCategories") },
            ...categories.map((c) => ({ value: c.id, label: localized(c, language).name })),
          ]}
          onChange={(categoryId) => onFiltersChange({ ...filters, categoryId })}
        />
        <FilterSelect<PriceBand>
          label={t("store.price")}
          value={filters.price}
          options={priceBands(money, t)}
          onChange={(price) => onFiltersChange({ ...filters, price })}
        />
        <FilterSelect<Availability>
          label={t("store.availability")}
          value={filters.availability}
          options={availabilityOptions(t)}
          onChange={(availability) => onFiltersChange({ ...filters, availability })}
        />
      </fieldset>
      <div className="flex min-h-9 items-center justify-between gap-2">
        <p className="text-sm text-slate-500" aria-live="polite">
          {listingCount(list, t)}
        </p>
        {active && (
          <button
            type="button"
            onClick={onClearAll}
            className="inline-flex h-9 cursor-pointer items-center gap-1 rounded-lg px-3 text-sm font-medium text-(--store-primary-strong) hover:bg-(--store-primary-soft)"
          >
            <X className="h-4 w-4" aria-hidden /> {t("store.clearAll")}
          </button>
        )}
      </div>
      {list.total === 0 ? (
        <EmptyState
          icon={SearchX}
          title={
            searching
              ? t("store.noProductsMatching", { query: search.applied.trim() })
              : t("store.noFilterMatch")
          }
        >
          <p className="text-slate-500">{t("store.tryAnotherOrClear")}</p>
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
