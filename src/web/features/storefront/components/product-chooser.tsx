import * as Dialog from "@radix-ui/react-dialog";
import { ShoppingCart, X } from "lucide-react";
import type { TProduct } from "#contracts/catalog";
import { effectivePriceMinor, formatMoney } from "#contracts/money";
import type { CartLine } from "#web/lib/cart-storage";
import { usePageLanguage } from "#web/lib/i18n/page-language";
import { cn } from "#web/lib/utils";
import { useChoice } from "../hooks/use-choice";
import { useStoreMoney } from "../hooks/use-store-money";
import { choicePrice, pricedWith } from "../utils/choice";
import { localized } from "../utils/localized";
import { storeThemeVars, themedButton } from "../utils/store-theme";
import { OptionGroups } from "./option-groups";
import { Price } from "./price";
import { ProductImage } from "./product-image";
import { QuantityStepper } from "./quantity-stepper";

/**
 * Quick Add for a product that needs a choice (issue 28): the product page's groups, live price
 * and quantity in a sheet over the store (from the bottom on a phone, a dialog from 640 px), with
 * its own Add to Cart. It closes once the line is in the cart; a missing pick is named at its group.
 */
export function ProductChooser({
  product,
  initial,
  lines,
  update,
  theme,
  onAdded,
  onClose,
}: {
  product: TProduct;
  /** Picks to start from (the choice of the product's line already in the cart). */
  initial?: string[];
  lines: CartLine[];
  update: (change: (lines: CartLine[]) => CartLine[]) => boolean;
  theme: string;
  onAdded?: () => void;
  onClose: () => void;
}) {
  const { t, language } = usePageLanguage();
  const choice = useChoice({ product, lines, update, initial });
  const { outOfStock, remaining, chosen } = choice;
  const money = useStoreMoney();
  const priced = pricedWith(product, choice.deltaMinor, money.currency);
  const shown = choicePrice(product, choice.picked, money.currency);
  const add = () => {
    if (!choice.add()) return;
    onAdded?.();
    onClose();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          style={storeThemeVars(theme)}
          className={cn(
            "fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col rounded-t-2xl bg-white shadow-xl focus:outline-none",
            "sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100%-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl",
          )}
        >
          <div className="flex items-start gap-3 border-b border-slate-200 p-4">
            <ProductImage src={product.imageUrl} alt="" size={64} className="w-16 shrink-0 rounded-lg" />
            <div className="min-w-0 flex-1">
              <Dialog.Title
                dir="auto"
                className="line-clamp-2 text-lg font-semibold leading-snug text-slate-900"
              >
                {localized(product, language).name}
              </Dialog.Title>
              <Price product={shown.priced} from={shown.from} />
            </div>
            <Dialog.Close
              aria-label={t("product.close")}
              className="-me-2 -mt-2 grid h-11 w-11 shrink-0 cursor-pointer place-items-center rounded-lg text-slate-500 hover:bg-slate-100"
            >
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <div className="grid gap-5 overflow-y-auto overscroll-contain p-4">
            <OptionGroups product={product} choice={choice} />
          </div>
          <div className="grid gap-2 border-t border-slate-200 p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
            {choice.stock.quantity !== null && remaining > 0 && chosen >= remaining && (
              <p className="text-sm font-medium text-amber-700" role="status">
                {t("product.maxSelected")}
              </p>
            )}
            <div className="flex items-center gap-3">
              <QuantityStepper
                value={chosen}
                onChange={choice.setQuantity}
                min={1}
                max={Math.max(1, remaining)}
                label={t("product.quantity")}
              />
              <button
                type="button"
                onClick={add}
                disabled={outOfStock || remaining === 0}
                className={cn(
                  "inline-flex h-12 min-w-0 flex-1 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-xl px-3 text-base font-semibold shadow-sm disabled:cursor-not-allowed disabled:opacity-50",
                  themedButton,
                )}
              >
                {outOfStock ? (
                  t("product.outOfStock")
                ) : (
                  <>
                    {/* On a phone the line total needs the room: one line, no icon. */}
                    <ShoppingCart className="hidden h-5 w-5 shrink-0 sm:block" aria-hidden />{" "}
                    {t("product.addToCartFor", {
                      total: formatMoney(effectivePriceMinor(priced, money.currency) * chosen, money),
                    })}
                  </>
                )}
              </button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
