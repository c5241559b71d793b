import { Check, Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { TProduct } from "#contracts/catalog";
import { needsChoice } from "#contracts/product-options";
import { isOutOfStock } from "#contracts/stock";
import { Button } from "#web/components/ui/button";
import type { CartLine } from "#web/lib/cart-storage";
import { usePageLanguage } from "#web/lib/i18n/page-language";
import { Link, useNavigate } from "#web/lib/router";
import { cn } from "#web/lib/utils";
import { useLimitNotes, useOrderLimits } from "../hooks/use-order-limits";
import { useProductChooser } from "../hooks/use-product-chooser";
import { useStoreMoney } from "../hooks/use-store-money";
import { cartItemCount, limitRoomFor, maxQuantity } from "../utils/cart";
import { fromPrice } from "../utils/choice";
import { localized } from "../utils/localized";
import { themedButton } from "../utils/store-theme";
import { cardLowStock } from "../utils/storefront-format";
import { Price } from "./price";
import { preloadChooser } from "./product-chooser-host";
import { CARD_IMAGE_SIZES, ProductImage } from "./product-image";
import { QuantityStepper } from "./quantity-stepper";

const ADDED_FEEDBACK_MS = 1000;

/**
 * A product tile. The whole card opens the product page (a stretched link); its buttons sit
 * above the link. Not in the cart: 'Quick Add' adds one. In the cart: one − n + control bound to
 * the cart's own quantity ("Add More" is its +; 0 removes the line), with 'Added!' for a second
 * after each unit added.
 *
 * Options (issue 28): 'Quick Add' of a product with a required group opens the chooser instead
 * (a product with optional groups only adds the plain product). The control then counts every
 * line of the product, and never adds a line nobody chose: while the cart holds only the plain
 * product, it works as above; otherwise + opens the chooser (starting from the last line's
 * choice, so one more of it is one tap), − takes one from the product's only line, and with
 * several lines (two sizes) opens the cart, where each line has its own control.
 */
export function ProductCard({
  product,
  href,
  lines,
  onSetQuantity,
  eager,
  heading: Heading = "h3",
}: {
  product: TProduct;
  href: string;
  /** The cart's lines of this product. */
  lines: CartLine[];
  eager?: boolean;
  /** Sets how many of the product the cart holds (its only line; a first unit adds it plain). */
  onSetQuantity: (quantity: number) => void;
  /** The name's heading: the level under the list's own heading. */
  heading?: "h2" | "h3";
}) {
  const { t, language } = usePageLanguage();
  // The merchant's own words in the page's language, where they wrote them (issue 45 item 5).
  const { name, description } = localized(product, language);
  const [added, setAdded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const chooser = useProductChooser();
  const navigate = useNavigate();
  const { currency } = useStoreMoney();

  const outOfStock = isOutOfStock(product);
  // One number for a product whose options change its price: its least, "From $14.00".
  const least = fromPrice(product, currency);
  const inCart = cartItemCount(lines);
  const { limits, cartUnits } = useOrderLimits();
  const notes = useLimitNotes();
  // The stepper stops at the stock or at the store's limits on one order, whichever comes first.
  const byStock = maxQuantity(product);
  const byLimits = inCart + limitRoomFor(limits, product, inCart, cartUnits);
  const max = Math.min(byStock, byLimits);
  const limitNote =
    inCart > 0 && byLimits <= byStock && inCart >= max ? notes.noteFor(product, inCart, cartUnits) : null;
  const last = lines.at(-1);
  // The control adds a unit itself only when that unit is the plain product, nobody's choice.
  const addsPlain =
    lines.length === 0 ? !needsChoice(product) : lines.length === 1 && !last?.optionIds?.length;
  const flashAdded = () => {
    setAdded(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAdded(false), ADDED_FEEDBACK_MS);
  };
  const choose = () =>
    chooser ? chooser.choose(product, { optionIds: last?.optionIds, onAdded: flashAdded }) : navigate(href);
  const change = (quantity: number) => {
    if (quantity > inCart && !addsPlain) return choose();
    if (quantity < inCart && lines.length > 1) return chooser ? chooser.openCart() : navigate(href);
    if (quantity > inCart) flashAdded();
    else setAdded(false);
    onSetQuantity(quantity);
  };

  return (
    <article
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md",
        "has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-(--store-primary)",
      )}
    >
      <div className="relative">
        <ProductImage src={product.imageUrl} alt="" eager={eager} sizes={CARD_IMAGE_SIZES} />
        {/* One row that wraps: on a phone's narrow card 'Added!' goes under "Only 4 left" instead of over it. */}
        <div className="absolute inset-x-2 top-2 flex flex-wrap items-start gap-1">
          {cardLowStock(product.quantity) && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 shadow-sm">
              {t("store.onlyLeft", { count: product.quantity ?? 0 })}
            </span>
          )}
          <span aria-live="polite" className="ms-auto">
            {added && (
              <span className="inline-flex items-center gap-0.5 rounded-full bg-(--store-primary-strong) px-2 py-0.5 text-xs font-semibold text-white shadow-sm">
                <Check className="h-3.5 w-3.5" aria-hidden /> {t("store.added")}
              </span>
            )}
          </span>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <Heading className="line-clamp-2 text-sm font-semibold leading-snug text-slate-900 sm:text-base">
          <Link dir="auto" to={href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {name}
          </Link>
        </Heading>
        {description && (
          <p dir="auto" className="line-clamp-2 text-xs text-slate-500 sm:text-sm">
            {description}
          </p>
        )}
        <Price product={least.priced} from={least.varies} className="mt-auto pt-1" />
        <div className="relative z-10 mt-2">
          {outOfStock && inCart === 0 ? (
            <Button variant="secondary" size={null} disabled className="h-11 w-full px-4 py-2 text-sm">
              {t("store.outOfStock")}
            </Button>
          ) : inCart === 0 ? (
            <Button
              variant={null}
              size={null}
              className={cn("h-11 w-full px-4 py-2 text-sm shadow-sm", themedButton)}
              onClick={() => change(1)}
              onPointerDown={needsChoice(product) ? preloadChooser : undefined}
              // Which product it adds, for screen readers: "Quick Add Margherita Pizza" (its visible
              // words first, so voice control finds it by what it shows).
              aria-label={t("store.quickAddProduct", { product: name })}
            >
              <Plus aria-hidden /> {t("store.quickAdd")}
            </Button>
          ) : (
            <div className="flex items-center">
              <QuantityStepper
                size="touch"
                className="w-full justify-between"
                value={inCart}
                onChange={change}
                min={0}
                max={max}
                label={t("store.productInCart", { product: name })}
                decreaseLabel={
                  lines.length > 1
                    ? t("store.changeInCart")
                    : inCart === 1
                      ? t("store.removeFromCart")
                      : t("store.oneFewer")
                }
                increaseLabel={t("store.addMore")}
              />
            </div>
          )}
          {limitNote && (
            <p className="mt-1 text-center text-xs font-medium text-amber-700" role="status">
              {limitNote}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
