import type { TProduct } from "#contracts/catalog";
import { Price, ProductThumb, StockStatus } from "./product-cells";
import { ProductOptionsSummary } from "./product-options-summary";
import { type ProductActions, ProductRowActions } from "./product-row-actions";

/** One product as a card (phones): image, name, category, price, the stock status customers see, its actions. */
export function ProductRow({
  product,
  categoryName,
  actions,
}: {
  product: TProduct;
  categoryName: string;
  actions: ProductActions;
}) {
  return (
    <li className="flex gap-3 p-3 sm:items-center sm:gap-4 sm:p-4" data-testid="product-row">
      <ProductThumb src={product.imageUrl} />
      <div className="grid min-w-0 flex-1 gap-1 sm:grid-cols-[minmax(0,1fr)_9rem_14rem] sm:items-center sm:gap-4">
        <div className="min-w-0">
          <h3 className="truncate font-medium" title={product.name}>
            {product.name}
          </h3>
          <p className="truncate text-sm text-slate-500" data-testid="product-category">
            {categoryName}
          </p>
          <ProductOptionsSummary product={product} className="mt-1" />
        </div>
        <div className="text-sm sm:text-base">
          <Price product={product} />
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <StockStatus product={product} />
        </div>
      </div>
      <ProductRowActions className="-mr-1 flex-col gap-1 sm:flex-row" product={product} actions={actions} />
    </li>
  );
}
