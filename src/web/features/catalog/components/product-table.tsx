import { useEffect, useRef } from "react";
import type { TCategory, TProduct } from "#contracts/catalog";
import { ListTable } from "#web/components/list-table";
import { SortHeader } from "#web/components/sort-header";
import { categoryNameOf } from "../utils/product-form";
import type { ProductSort, ProductSortKey } from "../utils/sort-products";
import type { ProductActions } from "./product-row-actions";
import { ProductTableRow } from "./product-table-row";

/** The header's box: ticked when every product on the page is selected, dashed when some are. */
function SelectAll({
  selected,
  total,
  onChange,
}: {
  selected: number;
  total: number;
  onChange: (all: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = selected > 0 && selected < total;
  }, [selected, total]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label="Select all listed products"
      className="h-4 w-4 cursor-pointer accent-blue-600"
      checked={total > 0 && selected === total}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}

/**
 * The catalog as a dense table (desktop widths): a box to select each row, then picture, name,
 * status, stock, category and price, each sortable, and the row's actions.
 */
export function ProductTable({
  products,
  categories,
  selected,
  selectedCount,
  total,
  onToggle,
  onToggleAll,
  sort,
  onSort,
  actions,
  busy = false,
}: {
  /** The page's rows. */
  products: readonly TProduct[];
  categories: TCategory[];
  selected: ReadonlySet<string>;
  /** Selected and total rows of the page: the select-all box covers the page. */
  selectedCount: number;
  total: number;
  onToggle: (id: string, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
  sort: ProductSort | null;
  onSort: (column: ProductSortKey) => void;
  actions: ProductActions;
  /** Another page or sort is on its way: these rows are the previous one's. */
  busy?: boolean;
}) {
  const header = { sort, onSort };
  return (
    <ListTable
      busy={busy}
      head={
        <>
          <th scope="col" className="w-10 py-2 pl-5 pr-2">
            <SelectAll selected={selectedCount} total={total} onChange={onToggleAll} />
          </th>
          <th scope="col" className="w-12 px-1 py-2">
            <span className="sr-only">Image</span>
          </th>
          <SortHeader column="name" {...header}>
            Name
          </SortHeader>
          <SortHeader column="status" {...header}>
            Status
          </SortHeader>
          <SortHeader column="stock" {...header} align="right">
            Stock
          </SortHeader>
          <SortHeader column="category" {...header}>
            Category
          </SortHeader>
          <SortHeader column="price" {...header} align="right">
            Price
          </SortHeader>
          <th scope="col" className="w-24 py-2 pr-5">
            <span className="sr-only">Actions</span>
          </th>
        </>
      }
    >
      {products.map((product) => (
        <ProductTableRow
          key={product.id}
          product={product}
          categoryName={categoryNameOf(product, categories)}
          selected={selected.has(product.id)}
          onToggle={onToggle}
          actions={actions}
        />
      ))}
    </ListTable>
  );
}
