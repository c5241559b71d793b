import { useQueryClient } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import type { TCategory, TProduct } from "#contracts/catalog";
import type { TBulkProductAction } from "#contracts/catalog-admin";
import { PRODUCTS_PAGE_SIZE } from "#contracts/catalog-page";
import { TablePager } from "#web/components/table-pager";
import { Button } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { Progress } from "#web/components/ui/progress";
import { RefreshingBadge } from "#web/components/ui/spinner";
import { toast } from "#web/components/ui/use-toast";
import { failureToast } from "#web/lib/mutation-toasts";
import { useBulkUpdateProducts } from "../api/bulk-update-products";
import { productIdsQueryOptions } from "../api/get-product-ids";
import type { CatalogListing } from "../hooks/use-catalog-listing";
import { bulkUpdateToasts } from "../utils/bulk-result-message";
import { BulkActionBar } from "./bulk-action-bar";
import type { ProductActions } from "./product-row-actions";
import { ProductTable } from "./product-table";

const COLUMN_NAMES = { name: "Name", status: "Status", stock: "Stock", category: "Category", price: "Price" };
const n = (count: number) => count.toLocaleString("en-US");

/**
 * The desktop table with what goes with it: selection, the bulk action bar and its delete question,
 * sorting and the pager. The selection is kept across pages and sorts (a search or a filter starts
 * a new one: the caller keys this view by them); once a whole page is selected, "Select all N
 * matching" takes every product the search and filter select, on every page.
 */
export function ProductTableView({
  listing,
  products,
  categories,
  actions,
}: {
  listing: CatalogListing;
  /** The page's rows. */
  products: TProduct[];
  categories: TCategory[];
  actions: ProductActions;
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [selectingAll, setSelectingAll] = useState(false);
  const bulk = useBulkUpdateProducts(bulkUpdateToasts);
  const queryClient = useQueryClient();
  const tableTop = useRef<HTMLDivElement>(null);
  // The names of the products seen on any page, for the question before deleting one of them.
  const names = useRef(new Map<string, string>());
  for (const product of products) names.current.set(product.id, product.name);

  const { total } = listing;
  const onPage = products.filter((p) => selected.has(p.id)).length;
  const wholePage = products.length > 0 && onPage === products.length;
  const morePages = total > products.length;
  const allMatching = morePages && selected.size >= total;

  const toggle = useCallback(
    (id: string, on: boolean) =>
      setSelected((prev) => {
        const next = new Set(prev);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const togglePage = (on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const product of products) {
        if (on) next.add(product.id);
        else next.delete(product.id);
      }
      return next;
    });

  const selectAllMatching = async () => {
    setSelectingAll(true);
    try {
      const { ids } = await queryClient.fetchQuery(productIdsQueryOptions(listing.criteria));
      setSelected(new Set(ids));
    } catch (error) {
      toast(failureToast("Could not select the products", error));
    } finally {
      setSelectingAll(false);
    }
  };

  const run = (action: TBulkProductAction, categoryId?: string | null) => {
    const categoryName = categories.find((c) => c.id === categoryId)?.name;
    bulk.mutate(
      { ids: [...selected], action, categoryId, categoryName },
      {
        // After a delete the products kept for their orders stay selected, ready to be made unavailable.
        onSuccess: (result) => setSelected(new Set(result.keptWithOrders)),
        onSettled: () => setConfirmingDelete(false),
      },
    );
  };

  const goTo = (page: number) => {
    listing.setPage(page);
    // The pager is under the table: the next page starts at the table's top.
    const top = tableTop.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: "start" });
  };

  const onlyName = selected.size === 1 ? names.current.get([...selected][0]!) : undefined;
  const progress = bulk.progress;
  return (
    <>
      {selected.size > 0 && (
        <BulkActionBar
          label={allMatching ? `All ${n(total)} matching selected` : `${n(selected.size)} selected`}
          categories={categories}
          pending={bulk.isPending}
          canEdit={actions.canEdit}
          onAction={(action, categoryId) =>
            action === "delete" ? setConfirmingDelete(true) : run(action, categoryId)
          }
          onClear={() => setSelected(new Set())}
        >
          {wholePage && morePages && !allMatching && !progress && (
            <p className="flex basis-full flex-wrap items-center gap-2 px-1 text-sm text-blue-900">
              All {n(products.length)} products on this page are selected.
              <Button size="sm" variant="link" disabled={selectingAll} onClick={selectAllMatching}>
                {selectingAll && <Loader2 className="animate-spin" aria-hidden />}
                Select all {n(total)} matching
              </Button>
            </p>
          )}
          {progress && (
            <div className="grid basis-full gap-1 px-1 text-sm text-blue-900">
              <p aria-live="polite">
                {bulk.variables?.action === "delete" ? "Deleting" : "Updating"} {n(progress.done)} of{" "}
                {n(progress.total)}…
              </p>
              <Progress
                value={Math.round((progress.done / progress.total) * 100)}
                aria-label="Bulk action progress"
              />
            </div>
          )}
        </BulkActionBar>
      )}
      <p className="sr-only" aria-live="polite">
        {listing.sort ? `Sorted by ${COLUMN_NAMES[listing.sort.key]}, ${listing.sort.direction}` : ""}
      </p>
      <div ref={tableTop} className="relative scroll-mt-4">
        {listing.loading && <RefreshingBadge />}
        <ProductTable
          products={products}
          categories={categories}
          selected={selected}
          selectedCount={onPage}
          total={products.length}
          onToggle={toggle}
          onToggleAll={togglePage}
          sort={listing.sort}
          onSort={listing.sortBy}
          actions={actions}
          busy={listing.loading}
        />
      </div>
      <TablePager
        label="Product pages"
        page={listing.page}
        pageCount={listing.pageCount}
        pageSize={PRODUCTS_PAGE_SIZE}
        total={total}
        onPage={goTo}
      />
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={selected.size === 1 ? "Delete product" : "Delete products"}
        description={
          onlyName !== undefined
            ? `Are you sure you want to delete "${onlyName}"?`
            : `Are you sure you want to delete ${n(selected.size)} products? Products that have orders are kept.`
        }
        pending={bulk.isPending}
        onConfirm={() => run("delete")}
      />
    </>
  );
}
