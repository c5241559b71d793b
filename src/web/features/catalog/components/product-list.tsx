import { PackageOpen, Plus, SearchX, Upload } from "lucide-react";
import { useMemo, useState } from "react";
import type { TCategory, TProduct } from "#contracts/catalog";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { useDebouncedValue } from "#web/lib/use-debounced-value";
import { useMediaQuery } from "#web/lib/use-media-query";
import { useRenderLimit } from "../hooks/use-render-limit";
import {
  ALL_PRODUCTS,
  countByFilter,
  filterProducts,
  isFilterActive,
  type ProductFilter,
  UNCATEGORIZED,
} from "../utils/filter-products";
import { categoryNameOf } from "../utils/product-form";
import { ProductFilters } from "./product-filters";
import { ProductRow } from "./product-row";
import type { ProductActions } from "./product-row-actions";
import { ProductTableView } from "./product-table-view";
import { SectionHeader } from "./section-header";
import { ShowMoreRows } from "./show-more-rows";

/** One product at a time, or a whole catalog from a CSV file. */
function AddProductButtons({ onAdd, onBulkUpload }: { onAdd: () => void; onBulkUpload: () => void }) {
  return (
    <>
      <Button variant="outline" onClick={onBulkUpload}>
        <Upload aria-hidden /> Bulk Upload
      </Button>
      <Button onClick={onAdd}>
        <Plus aria-hidden /> Add Product
      </Button>
    </>
  );
}

/** Where the dense table starts; narrower screens get one card per product. */
const TABLE_MEDIA = "(min-width: 768px)";

/**
 * Searchable (300 ms debounce), filterable catalog with both empty states: a sortable table with
 * multi-select on desktop widths, cards on phones.
 */
export function ProductList({
  products,
  categories,
  onAdd,
  onBulkUpload,
  actions,
}: {
  products: TProduct[];
  categories: TCategory[];
  onAdd: () => void;
  onBulkUpload: () => void;
  actions: ProductActions;
}) {
  const wide = useMediaQuery(TABLE_MEDIA);
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState<ProductFilter>(ALL_PRODUCTS);
  const debouncedSearch = useDebouncedValue(search, 300);
  // A filter whose category was deleted falls back to All.
  const activeFilter = [ALL_PRODUCTS, UNCATEGORIZED, ...categories.map((c) => c.id)].includes(filter)
    ? filter
    : ALL_PRODUCTS;
  const criteria = { search: debouncedSearch, filter: activeFilter };
  const visible = useMemo(
    () => filterProducts(products, categories, { search: debouncedSearch, filter: activeFilter }),
    [products, categories, debouncedSearch, activeFilter],
  );
  const counts = useMemo(() => countByFilter(products, categories), [products, categories]);
  const cards = useRenderLimit(visible);

  return (
    <section aria-labelledby="products-heading" className="grid gap-4">
      <SectionHeader id="products-heading" title="Products" subtitle="Everything your customers can order.">
        <div className="flex w-full gap-2 sm:w-auto *:flex-1 sm:*:flex-none">
          <AddProductButtons onAdd={onAdd} onBulkUpload={onBulkUpload} />
        </div>
      </SectionHeader>
      {products.length === 0 ? (
        <EmptyState look="admin" icon={PackageOpen} title="No products yet">
          <p className="max-w-sm text-sm text-slate-500">
            Add your first product, or upload a whole catalog at once from a CSV file.
          </p>
          <div className="mt-2 flex flex-wrap justify-center gap-2">
            <AddProductButtons onAdd={onAdd} onBulkUpload={onBulkUpload} />
          </div>
        </EmptyState>
      ) : (
        <Card className="grid gap-3 p-4 sm:p-5">
          <ProductFilters
            search={search}
            onSearchChange={setSearch}
            filter={activeFilter}
            onFilterChange={setFilter}
            categories={categories}
            counts={counts}
          />
          <p className="text-sm text-slate-500 empty:hidden" aria-live="polite" data-testid="showing-count">
            {isFilterActive(criteria) ? `Showing ${visible.length} of ${products.length} products` : ""}
          </p>
          {visible.length === 0 ? (
            <div className="flex flex-col items-center gap-2 py-10 text-center">
              <SearchX className="h-8 w-8 text-slate-400" aria-hidden />
              <p className="font-medium">No products found</p>
              <p className="text-sm text-slate-500">Try another search or filter.</p>
            </div>
          ) : wide ? (
            <ProductTableView products={visible} categories={categories} actions={actions} />
          ) : (
            <>
              <ul className="-mx-4 divide-y divide-slate-200 border-t border-slate-200 sm:-mx-5">
                {cards.shown.map((product) => (
                  <ProductRow
                    key={product.id}
                    product={product}
                    categoryName={categoryNameOf(product, categories)}
                    actions={actions}
                  />
                ))}
              </ul>
              <ShowMoreRows
                shown={cards.shown.length}
                remaining={cards.remaining}
                onShowMore={cards.showMore}
              />
            </>
          )}
        </Card>
      )}
    </section>
  );
}
