import type { TProduct } from "#contracts/catalog";
import { isOutOfStock } from "#contracts/stock";
import { cn } from "#web/lib/utils";
import { pageLowStock } from "../utils/storefront-format";

/** The product page's stock badge: Out of Stock; Only N left for 1 to 5; In Stock (spec section 2). */
export function StockBadge({ product }: { product: TProduct }) {
  const base = "inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold";
  if (isOutOfStock(product)) return <span className={cn(base, "bg-red-100 text-red-800")}>Out of Stock</span>;
  if (pageLowStock(product.quantity)) {
    return <span className={cn(base, "bg-amber-100 text-amber-900")}>Only {product.quantity} left</span>;
  }
  return <span className={cn(base, "bg-emerald-100 text-emerald-800")}>In Stock</span>;
}
