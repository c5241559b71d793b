import { memo } from "react";
import type { TProduct } from "#contracts/catalog";
import { cn } from "#web/lib/utils";
import { isLowStock } from "../utils/catalog-stats";
import { ExampleBadge, Price, ProductThumb, StockBadge } from "./product-cells";
import { ProductOptionsSummary } from "./product-options-summary";
import { type ProductActions, ProductRowActions } from "./product-row-actions";

/**
 * One row of the desktop table. Memoised: ticking one box redraws one row, not the catalog (its
 * callers keep `onToggle` and `actions` the same objects between renders).
 */
export const ProductTableRow = memo(function ProductTableRow({
  product,
  categoryName,
  selected,
  onToggle,
  actions,
}: {
  product: TProduct;
  categoryName: string;
  selected: boolean;
  onToggle: (id: string, on: boolean) => void;
  actions: ProductActions;
}) {
  return (
    <tr data-testid="product-row" className={cn(selected ? "bg-blue-50" : "hover:bg-slate-50")}>
      <td className="py-1.5 pl-5 pr-2">
        <input
          type="checkbox"
          aria-label={`Select ${product.name}`}
          className="h-4 w-4 cursor-pointer accent-blue-600"
          checked={selected}
          onChange={(e) => onToggle(product.id, e.target.checked)}
        />
      </td>
      <td className="px-1 py-1.5">
        <ProductThumb src={product.imageUrl} small />
      </td>
      <th scope="row" className="max-w-72 px-3 py-1.5 text-left font-medium">
        <span className="block truncate" title={product.name}>
          {product.name}
        </span>
        <ProductOptionsSummary product={product} className="mt-0.5" />
      </th>
      <td className="px-3 py-1.5">
        <div className="flex flex-wrap items-center gap-1.5">
          {/* An example is not shown to shoppers at all: what they would see does not apply yet. */}
          {product.isExample ? (
            <>
              <ExampleBadge />
              <span className="text-xs text-slate-600">Hidden from shoppers</span>
            </>
          ) : (
            <>
              <StockBadge product={product} />
              {!product.isAvailable && <span className="text-xs text-slate-600">Not available</span>}
            </>
          )}
        </div>
      </td>
      <td
        className={cn(
          "px-3 py-1.5 text-right tabular-nums",
          isLowStock(product) ? "font-medium text-amber-800" : "text-slate-700",
        )}
      >
        {product.quantity === null ? <span className="text-slate-600">Not tracked</span> : product.quantity}
      </td>
      <td className="max-w-48 truncate px-3 py-1.5 text-slate-700" data-testid="product-category">
        {categoryName}
      </td>
      <td className="px-3 py-1.5 text-right tabular-nums [&>span]:justify-end">
        <Price product={product} />
      </td>
      <td className="py-0.5 pr-4">
        <ProductRowActions product={product} actions={actions} className="justify-end" />
      </td>
    </tr>
  );
});
