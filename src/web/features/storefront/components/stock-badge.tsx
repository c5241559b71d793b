import { isOutOfStock, type StockFields } from "#contracts/stock";
import { useT } from "#web/lib/i18n/page-language";
import { cn } from "#web/lib/utils";
import { pageLowStock } from "../utils/storefront-format";

/**
 * The product page's stock badge: Out of Stock; Only N left for 1 to 5; In Stock (spec section 2),
 * for the chosen variant once one is picked (choiceStock), else for the product.
 */
export function StockBadge({ stock }: { stock: StockFields }) {
  const t = useT();
  const base = "inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold";
  if (isOutOfStock(stock))
    return <span className={cn(base, "bg-red-100 text-red-800")}>{t("store.outOfStock")}</span>;
  if (pageLowStock(stock.quantity)) {
    return (
      <span className={cn(base, "bg-amber-100 text-amber-900")}>
        {t("store.onlyLeft", { count: stock.quantity ?? 0 })}
      </span>
    );
  }
  return <span className={cn(base, "bg-emerald-100 text-emerald-800")}>{t("store.inStock")}</span>;
}
