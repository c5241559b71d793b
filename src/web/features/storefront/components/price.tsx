import type { TProduct } from "#contracts/catalog";
import { effectivePriceMinor, formatMoney, toMinor } from "#contracts/money";
import { useT } from "#web/lib/i18n/page-language";
import { cn } from "#web/lib/utils";
import { useStoreMoney } from "../hooks/use-store-money";

/**
 * The price paid (discount price when present) with the regular price struck through. `from`: the
 * least of a product whose options change its price, read "From $14.00" (issue 42).
 */
export function Price({
  product,
  className,
  large = false,
  from = false,
}: {
  product: Pick<TProduct, "price" | "discountPrice">;
  className?: string;
  large?: boolean;
  from?: boolean;
}) {
  const t = useT();
  const money = useStoreMoney();
  const paid = effectivePriceMinor(product, money.currency);
  const regular = toMinor(product.price, money.currency);
  return (
    <p className={cn("flex flex-wrap items-baseline gap-x-2", className)}>
      <span className={cn("font-bold text-(--store-primary-strong)", large ? "text-3xl" : "text-lg")}>
        {from ? t("store.fromPrice", { price: formatMoney(paid, money) }) : formatMoney(paid, money)}
      </span>
      {paid < regular && (
        <s className={cn("text-slate-600", large ? "text-lg" : "text-sm")}>
          <span className="sr-only">{`${t("store.regularPrice")} `}</span>
          {formatMoney(regular, money)}
        </s>
      )}
    </p>
  );
}
