import { Download, PackageOpen, Plus, SearchX, Upload } from "lucide-react";
import type { TCategory } from "#contracts/catalog";
import { ALL_PRODUCTS, UNCATEGORIZED } from "#contracts/catalog-page";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { LoadError } from "#web/components/ui/load-error";
import { PRODUCTS_EXPORT_URL } from "../api/export-products";
import type { CatalogListing } from "../hooks/use-catalog-listing";
import { isFilterActive } from "../utils/filter-products";
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

/** The whole catalog as a CSV file, in the columns Bulk Upload reads: a download, not a page. */
function ExportButton() {
  return (
    <Button variant="outline" asChild>
      <a href={PRODUCTS_EXPORT_URL} download>
        <Download aria-hidden /> Export CSV
      </a>
    </Button>
  );
}

/**
 * Searchable (300 ms debounce), filterable catalog with both empty states: a sortable table with
 * multi-select on desktop widths, cards on phones. The server searches, filters, sorts and pages.
 */
export function ProductList({
  listing,
  wide,
  categories,
  onAdd,
  onBulkUpload,
  actions,
}: {
  listing: CatalogListing;
  wide: boolean;
  categories: TCategory[];
  onAdd: () => void;
  onBulkUpload: () => void;
  actions: ProductActions;
}) {
  const { summary, products, total } = listing;
  const catalogSize = summary?.counts.all ?? 0;
  const counts = summary
    ? {
        [ALL_PRODUCTS]: catalogSize,
        [UNCATEGORIZED]: summary.counts.uncategorized,
        ...summary.counts.byCategory,
      }
    : {};
  const filtered = isFilterActive({ search: listing.appliedSearch, filter: listing.filter });

  return (
    <section aria-labelledby="products-heading" className="grid gap-4">
      <SectionHeader id="products-heading" title="Products" subtitle="Everything your customers can order.">
        <div className="flex w-full flex-wrap gap-2 sm:w-auto *:flex-1 sm:*:flex-none">
          {catalogSize > 0 && <ExportButton />}
          {actions.canEdit && <AddProductButtons onAdd={onAdd} onBulkUpload={onBulkUpload} />}
        </div>
      </SectionHeader>
      {catalogSize === 0 ? (
        <EmptyState look="admin" icon={PackageOpen} title="No products yet">
          <p className="max-w-sm text-sm text-slate-500">
            Add your first product, or upload a whole catalog at once from a CSV file.
          </p>
          <div className="mt-2 flex flex-wrap justify-center gap-2">
            {actions.canEdit && <AddProductButtons onAdd={onAdd} onBulkUpload={onBulkUpload} />}
          </div>
        </EmptyState>
      ) : (
        <Card className="grid gap-3 p-4 sm:p-5">
          <ProductFilters
            search={listing.search}
            onSearchChange={listing.setSearch}
            filter={listing.filter}
            onFilterChange={listing.setFilter}
            categories={categories}
            counts={counts}
          />
          <p className="text-sm text-slate-500 empty:hidden" aria-live="polite" data-testid="showing-count">
            {filtered && products ? `Showing ${total} of ${catalogSize} products` : ""}
          </p>
          {listing.error ? (
            <LoadError what="products" error={listing.error} onRetry={listing.refetch} />
          ) : !products ? (
            <p className="py-10 text-center text-sm text-slate-500" role="status">
              Loading products...
            </p>
          ) : products.length === 0 && !listing.loading ? (
            <div className="flex flex-col items-center gap-2 py-10 text-center">
              <SearchX className="h-8 w-8 text-slate-400" aria-hidden />
              <p className="font-medium">No products found</p>
              <p className="text-sm text-slate-500">Try another search or filter.</p>
            </div>
          ) : wide ? (
            <ProductTableView
              // A selection is made within one search and filter: a new one starts a new selection.
              key={JSON.stringify(listing.criteria)}
              listing={listing}
              products={products}
              categories={categories}
              actions={actions}
            />
          ) : (
            <>
              <ul
                className="-mx-4 divide-y divide-slate-200 border-t border-slate-200 sm:-mx-5"
                aria-busy={listing.loading}
              >
                {products.map((product) => (
                  <ProductRow
                    key={product.id}
                    product={product}
                    categoryName={categoryNameOf(product, categories)}
                    actions={actions}
                  />
                ))}
              </ul>
              <ShowMoreRows
                shown={products.length}
                total={total}
                loading={listing.loadingMore}
                onShowMore={listing.showMore}
              />
            </>
          )}
        </Card>
      )}
    </section>
  );
}
