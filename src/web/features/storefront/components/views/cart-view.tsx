import { ShoppingCart, Trash2 } from "lucide-react";
import { formatMoney } from "#contracts/money";
import { describeChoice } from "#contracts/product-options";
import { EmptyState } from "#web/components/ui/empty-state";
import { paths } from "#web/config/paths";
import { useLimitNotes, useOrderLimits } from "#web/features/storefront/hooks/use-order-limits";
import { useStoreMoney } from "#web/features/storefront/hooks/use-store-money";
import {
  cartItemCount,
  cartTotalMinor,
  lineKey,
  lineMaxQuantity,
  lineOptions,
  lineStock,
  lineTotalMinor,
  quantityInCart,
} from "#web/features/storefront/utils/cart";
import { pickedDeltaMinor, pricedWith } from "#web/features/storefront/utils/choice";
import { localized } from "#web/features/storefront/utils/localized";
import { themedButton } from "#web/features/storefront/utils/store-theme";
import type { CartLine } from "#web/lib/cart-storage";
import { usePageLanguage, useT } from "#web/lib/i18n/page-language";
import { Link } from "#web/lib/router";
import { cn } from "#web/lib/utils";
import { Price } from "../price";
import { ProductImage } from "../product-image";
import { QuantityStepper } from "../quantity-stepper";
import { StoreActionButton } from "../store-action-button";

export function EmptyCart({ onContinue }: { onContinue: () => void }) {
  const t = useT();
  return (
    <EmptyState icon={ShoppingCart} title={t("cart.empty")}>
      <p className="text-slate-500">{t("cart.emptyHint")}</p>
      <StoreActionButton onClick={onContinue} large>
        {t("cart.continueShopping")}
      </StoreActionButton>
    </EmptyState>
  );
}

export function CartView({
  slug,
  lines,
  onQuantity,
  onCheckout,
  onContinue,
}: {
  slug: string;
  lines: CartLine[];
  /** Sets the quantity of the line `key` (lineKey); 0 removes it. */
  onQuantity: (key: string, quantity: number) => void;
  onCheckout: () => void;
  onContinue: () => void;
}) {
  const { limits } = useOrderLimits();
  const limitNotes = useLimitNotes();
  const money = useStoreMoney();
  const { t, language } = usePageLanguage();
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{t("cart.title")}</h1>
      {lines.length === 0 ? (
        <EmptyCart onContinue={onContinue} />
      ) : (
        <div className="grid items-start gap-4 lg:grid-cols-3">
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white lg:col-span-2">
            {lines.map((line) => {
              const { product } = line;
              const key = lineKey(line);
              const options = lineOptions(line);
              const choice = describeChoice(options);
              // Two sizes of one pizza are two lines: their controls say which.
              const { name } = localized(product, language);
              const label = choice ? `${name} (${choice})` : name;
              const max = lineMaxQuantity(lines, line, limits);
              const stock = lineStock(line).quantity;
              // A limit of the store's stops the line before its stock does: say which.
              const limitNote =
                line.quantity >= max
                  ? limitNotes.noteFor(product, quantityInCart(lines, product.id), cartItemCount(lines))
                  : null;
              return (
                <li key={key} className="flex gap-3 p-3 sm:gap-4 sm:p-4" data-testid="cart-line">
                  <ProductImage
                    src={product.imageUrl}
                    alt=""
                    size={80}
                    className="w-20 shrink-0 rounded-lg"
                  />
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <div className="flex items-start justify-between gap-2">
                      <div className="min-w-0">
                        <Link
                          dir="auto"
                          to={paths.product(slug, product.id)}
                          className="line-clamp-2 font-semibold text-slate-900 hover:underline"
                        >
                          {name}
                        </Link>
                        {choice && (
                          <p className="text-sm text-slate-600" data-testid="line-choice">
                            {choice}
                          </p>
                        )}
                      </div>
                      <button
                        type="button"
                        onClick={() => onQuantity(key, 0)}
                        aria-label={t("cart.removeLine", { item: label })}
                        className="-me-1 -mt-1 grid h-9 w-9 shrink-0 cursor-pointer place-items-center rounded-lg text-slate-400 hover:bg-red-50 hover:text-red-600"
                      >
                        <Trash2 className="h-4 w-4" aria-hidden />
                      </button>
                    </div>
                    <Price
                      product={pricedWith(product, pickedDeltaMinor(options, money.currency), money.currency)}
                      className="[&>span:first-child]:text-base"
                    />
                    <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
                      <QuantityStepper
                        size="sm"
                        value={line.quantity}
                        min={0}
                        max={max}
                        onChange={(quantity) => onQuantity(key, quantity)}
                        label={t("cart.quantityOf", { item: label })}
                        decreaseLabel={t("cart.decreaseQuantityOf", { item: label })}
                        increaseLabel={t("cart.increaseQuantityOf", { item: label })}
                      />
                      <p className="font-semibold text-slate-900 tabular-nums">
                        <span className="sr-only">{`${t("cart.lineTotal")} `}</span>
                        {formatMoney(lineTotalMinor(line, money.currency), money)}
                      </p>
                    </div>
                    {limitNote ? (
                      <p className="text-xs text-amber-700" role="status">
                        {limitNote}
                      </p>
                    ) : (
                      stock !== null &&
                      line.quantity >= max && (
                        <p className="text-xs text-amber-700">{t("cart.onlyAvailable", { count: stock })}</p>
                      )
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
          <aside className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 lg:sticky lg:top-20">
            <div className="flex items-baseline justify-between text-sm text-slate-600">
              <span>{t("cart.items")}</span>
              <span className="tabular-nums">{t("cart.itemCount", { count: cartItemCount(lines) })}</span>
            </div>
            <div className="flex items-baseline justify-between border-t border-slate-200 pt-3">
              <span className="text-lg font-semibold text-slate-900">{t("cart.total")}</span>
              <span className="text-2xl font-bold text-slate-900 tabular-nums" data-testid="cart-total">
                {formatMoney(cartTotalMinor(lines, money.currency), money)}
              </span>
            </div>
            <button
              type="button"
              onClick={onCheckout}
              className={cn(
                "h-12 w-full cursor-pointer rounded-xl text-base font-semibold shadow-sm",
                themedButton,
              )}
            >
              {t("cart.proceedToCheckout")}
            </button>
            <button
              type="button"
              onClick={onContinue}
              className="h-10 w-full cursor-pointer rounded-xl text-sm font-medium text-slate-600 hover:bg-slate-100"
            >
              {t("cart.continueShopping")}
            </button>
          </aside>
        </div>
      )}
    </div>
  );
}
