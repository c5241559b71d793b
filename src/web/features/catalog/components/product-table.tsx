import { useEffect, useRef } from "react";
import type { TCategory, TProduct } from "#contracts/catalog";
import { cn } from "#web/lib/utils";
import { isLowStock } from "../utils/catalog-stats";
import { categoryNameOf } from "../utils/product-form";
import type { ProductSort, ProductSortKey } from "../utils/sort-products";
import { Price, ProductThumb, StockBadge } from "./product-cells";
import { type ProductActions, ProductRowActions } from "./product-row-actions";
import { SortHeader } from "./sort-header";

/** The header's box: ticked when every shown product is selected, dashed when some are. */
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
      aria-label="Select all shown products"
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
  onToggle,
  onToggleAll,
  sort,
  onSort,
  actions,
}: {
  products: TProduct[];
  categories: TCategory[];
  selected: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
  sort: ProductSort | null;
  onSort: (column: ProductSortKey) => void;
  actions: ProductActions;
}) {
  const header = { sort, onSort };
  return (
    <div className="-mx-5 overflow-x-auto border-t border-slate-200">
      <table className="w-full border-collapse text-sm">
        <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="w-10 py-2 pl-5 pr-2">
              <SelectAll selected={selected.size} total={products.length} onChange={onToggleAll} />
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
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {products.map((product) => {
            const on = selected.has(product.id);
            return (
              <tr
                key={product.id}
                data-testid="product-row"
                className={cn(on ? "bg-blue-50" : "hover:bg-slate-50")}
              >
                <td className="py-1.5 pl-5 pr-2">
                  <input
                    type="checkbox"
                    aria-label={`Select ${product.name}`}
                    className="h-4 w-4 cursor-pointer accent-blue-600"
                    checked={on}
                    onChange={(e) => onToggle(product.id, e.target.checked)}
                  />
                </td>
                <td className="px-1 py-1.5">
                  <ProductThumb src={product.imageUrl} className="w-10 self-center sm:w-10" />
                </td>
                <th scope="row" className="max-w-72 px-3 py-1.5 text-left font-medium">
                  <span className="block truncate" title={product.name}>
                    {product.name}
                  </span>
                </th>
                <td className="px-3 py-1.5">
                  <div className="flex flex-wrap items-center gap-1.5">
                    <StockBadge product={product} />
                    {!product.isAvailable && <span className="text-xs text-slate-600">Not available</span>}
                  </div>
                </td>
                <td
                  className={cn(
                    "px-3 py-1.5 text-right tabular-nums",
                    isLowStock(product) ? "font-medium text-amber-800" : "text-slate-700",
                  )}
                >
                  {product.quantity === null ? (
                    <span className="text-slate-600">Not tracked</span>
                  ) : (
                    product.quantity
                  )}
                </td>
                <td className="max-w-48 truncate px-3 py-1.5 text-slate-700" data-testid="product-category">
                  {categoryNameOf(product, categories)}
                </td>
                <td className="px-3 py-1.5 text-right tabular-nums [&>span]:justify-end">
                  <Price product={product} />
                </td>
                <td className="py-0.5 pr-4">
                  <ProductRowActions product={product} actions={actions} className="justify-end" />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
