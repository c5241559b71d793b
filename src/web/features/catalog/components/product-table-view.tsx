import { useCallback, useMemo, useState } from "react";
import type { TCategory, TProduct } from "#contracts/catalog";
import type { TBulkProductAction } from "#contracts/catalog-admin";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { useBulkUpdateProducts } from "../api/bulk-update-products";
import { useRenderLimit } from "../hooks/use-render-limit";
import { nextSort, type ProductSort, sortProducts } from "../utils/sort-products";
import { BulkActionBar } from "./bulk-action-bar";
import type { ProductActions } from "./product-row-actions";
import { ProductTable } from "./product-table";
import { ShowMoreRows } from "./show-more-rows";

const COLUMN_NAMES = { name: "Name", status: "Status", stock: "Stock", category: "Category", price: "Price" };

/**
 * The desktop table with what goes with it: selection, the bulk action bar and its delete question,
 * and sorting. Actions apply to the selected products still shown: a filter or search hides the
 * rest from the action as well as from view.
 */
export function ProductTableView({
  products,
  categories,
  actions,
}: {
  products: TProduct[];
  categories: TCategory[];
  actions: ProductActions;
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [sort, setSort] = useState<ProductSort | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const bulk = useBulkUpdateProducts();

  const rows = useMemo(() => sortProducts(products, categories, sort), [products, categories, sort]);
  const { shown, remaining, showMore } = useRenderLimit(rows);
  const chosen = rows.filter((p) => selected.has(p.id));

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

  const run = (action: TBulkProductAction, categoryId?: string | null) => {
    const categoryName = categories.find((c) => c.id === categoryId)?.name;
    bulk.mutate(
      { ids: chosen.map((p) => p.id), action, categoryId, categoryName },
      {
        // After a delete the products kept for their orders stay selected, ready to be made unavailable.
        onSuccess: (result) => setSelected(new Set(result.keptWithOrders)),
        onSettled: () => setConfirmingDelete(false),
      },
    );
  };

  return (
    <>
      {chosen.length > 0 && (
        <BulkActionBar
          count={chosen.length}
          categories={categories}
          pending={bulk.isPending}
          onAction={(action, categoryId) =>
            action === "delete" ? setConfirmingDelete(true) : run(action, categoryId)
          }
          onClear={() => setSelected(new Set())}
        />
      )}
      <p className="sr-only" aria-live="polite">
        {sort ? `Sorted by ${COLUMN_NAMES[sort.key]}, ${sort.direction}` : ""}
      </p>
      <ProductTable
        products={shown}
        categories={categories}
        selected={selected}
        selectedCount={chosen.length}
        total={rows.length}
        onToggle={toggle}
        onToggleAll={(on) => setSelected(on ? new Set(rows.map((p) => p.id)) : new Set())}
        sort={sort}
        onSort={(column) => setSort((current) => nextSort(current, column))}
        actions={actions}
      />
      <ShowMoreRows shown={shown.length} remaining={remaining} onShowMore={showMore} />
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={chosen.length === 1 ? "Delete product" : "Delete products"}
        description={
          chosen.length === 1
            ? `Are you sure you want to delete "${chosen[0]!.name}"?`
            : `Are you sure you want to delete ${chosen.length} products? Products that have orders are kept.`
        }
        pending={bulk.isPending}
        onConfirm={() => run("delete")}
      />
    </>
  );
}
