import { Check, Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { TProduct } from "#contracts/catalog";
import { isOutOfStock } from "#contracts/stock";
import { Button } from "#web/components/ui/button";
import { Link } from "#web/lib/router";
import { cn } from "#web/lib/utils";
import { maxQuantity } from "../utils/cart";
import { themedButton } from "../utils/store-theme";
import { cardLowStock } from "../utils/storefront-format";
import { Price } from "./price";
import { ProductImage } from "./product-image";
import { QuantityStepper } from "./quantity-stepper";

const ADDED_FEEDBACK_MS = 1000;

/**
 * A product tile. The whole card opens the product page (a stretched link); its buttons sit
 * above the link. Not in the cart: 'Quick Add' adds one. In the cart: pick how many more (at
 * least 1) and 'Add More'.
 */
export function ProductCard({
  product,
  href,
  inCart,
  onAdd,
}: {
  product: TProduct;
  href: string;
  inCart: number;
  onAdd: (quantity: number) => void;
}) {
  const [extra, setExtra] = useState(1);
  const [added, setAdded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const outOfStock = isOutOfStock(product);
  const remaining = Math.max(0, maxQuantity(product) - inCart);
  const add = (quantity: number) => {
    onAdd(quantity);
    setExtra(1);
    setAdded(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAdded(false), ADDED_FEEDBACK_MS);
  };
  const addedLabel = (
    <>
      <Check aria-hidden /> Added!
    </>
  );

  return (
    <article
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md",
        "has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-(--store-primary)",
      )}
    >
      <div className="relative">
        <ProductImage src={product.imageUrl} alt="" />
        {cardLowStock(product.quantity) && (
          <span className="absolute left-2 top-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 shadow-sm">
            Only {product.quantity} left
          </span>
        )}
        {inCart > 0 && (
          <span className="absolute right-2 top-2 rounded-full bg-(--store-primary-strong) px-2 py-0.5 text-xs font-semibold text-white shadow-sm">
            {inCart} in cart
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug text-slate-900 sm:text-base">
          <Link to={href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {product.name}
          </Link>
        </h3>
        {product.description && (
          <p className="line-clamp-2 text-xs text-slate-500 sm:text-sm">{product.description}</p>
        )}
        <Price product={product} className="mt-auto pt-1" />
        <div className="relative z-10 mt-2 grid gap-2 lg:grid-cols-[auto_1fr] lg:items-center">
          {outOfStock ? (
            <Button variant="secondary" size="sm" disabled className="w-full lg:col-span-2">
              Out of Stock
            </Button>
          ) : inCart === 0 ? (
            <Button size="sm" className={cn("w-full lg:col-span-2", themedButton)} onClick={() => add(1)}>
              {added ? (
                addedLabel
              ) : (
                <>
                  <Plus aria-hidden /> Quick Add
                </>
              )}
            </Button>
          ) : (
            <>
              <QuantityStepper
                size="sm"
                value={Math.min(extra, Math.max(1, remaining))}
                onChange={setExtra}
                min={1}
                max={Math.max(1, remaining)}
                label={`How many more of ${product.name}`}
                className="justify-center lg:justify-start"
              />
              <Button
                size="sm"
                variant="outline"
                className="w-full border-(--store-primary-strong) text-(--store-primary-strong) hover:bg-(--store-primary-soft)"
                disabled={remaining === 0 && !added}
                onClick={() => remaining > 0 && add(Math.min(extra, remaining))}
              >
                {added ? addedLabel : remaining === 0 ? "All in cart" : "Add More"}
              </Button>
            </>
          )}
        </div>
      </div>
    </article>
  );
}
