import { Award, Check, ShieldCheck, ShoppingCart, Truck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { TProduct } from "#contracts/catalog";
import { effectivePriceCents, formatMoney, toCents } from "#contracts/money";
import { isOutOfStock } from "#contracts/stock";
import { toast } from "#web/components/ui/use-toast";
import { cn } from "#web/lib/utils";
import type { useCart } from "../hooks/use-cart";
import { addToCart, maxQuantity, quantityInCart } from "../utils/cart";
import { themedButton } from "../utils/store-theme";
import { pluralize, shortId } from "../utils/storefront-format";
import { Price } from "./price";
import { ProductImage } from "./product-image";
import { QuantityStepper } from "./quantity-stepper";

import { StockBadge } from "./stock-badge";

const ADDED_FEEDBACK_MS = 2000;

const REASSURANCE = [
  { icon: Truck, text: "Free delivery on orders over $50" },
  { icon: ShieldCheck, text: "Secure checkout" },
  { icon: Award, text: "Quality guarantee" },
];

/** The product page's body: image, price, stock, description, quantity and Add to Cart. */
export function ProductDetails({ product, cart }: { product: TProduct; cart: ReturnType<typeof useCart> }) {
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const outOfStock = isOutOfStock(product);
  const inCart = quantityInCart(cart.lines, product.id);
  const remaining = Math.max(0, maxQuantity(product) - inCart);
  const chosen = Math.max(1, Math.min(quantity, remaining));
  const paid = effectivePriceCents(product);
  const saving = toCents(product.price) - paid;
  const tracked = product.quantity !== null;

  const add = () => {
    if (outOfStock || remaining === 0) return;
    const saved = cart.update((lines) => addToCart(lines, product, chosen));
    if (!saved) {
      toast({
        variant: "destructive",
        title: "Error",
        description: "Failed to add item to cart. Please try again.",
      });
      return;
    }
    setQuantity(1);
    setAdded(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAdded(false), ADDED_FEEDBACK_MS);
  };

  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-10">
      <ProductImage
        src={product.imageUrl}
        alt={product.name}
        eager
        size={640}
        className="rounded-2xl border border-slate-200 bg-white md:sticky md:top-24 md:self-start"
      />
      <div className="grid content-start gap-5">
        <div className="grid gap-2">
          <h1 className="text-2xl font-extrabold leading-tight text-slate-900 sm:text-3xl">{product.name}</h1>
          <div className="flex flex-wrap items-center gap-3">
            <Price product={product} large />
            {saving > 0 && (
              <span className="rounded-full bg-(--store-accent-soft) px-2.5 py-0.5 text-sm font-semibold text-(--store-accent-ink)">
                Save {formatMoney(saving)}
              </span>
            )}
          </div>
          <div>
            <StockBadge product={product} />
          </div>
        </div>

        {product.description && (
          <p className="whitespace-pre-line leading-relaxed text-slate-700">{product.description}</p>
        )}

        {!outOfStock && (
          <div className="grid gap-2">
            <div className="flex flex-wrap items-center gap-3">
              <span className="text-sm font-medium text-slate-700" id="quantity-label">
                Quantity
              </span>
              <QuantityStepper
                value={chosen}
                onChange={(value) => setQuantity(Math.max(1, Math.min(value, remaining)))}
                min={1}
                max={Math.max(1, remaining)}
                label="Quantity"
              />
            </div>
            {inCart > 0 && (
              <p className="text-sm text-slate-500">
                {pluralize(inCart, "unit")} already in your cart
                {remaining === 0 && tracked ? ": that is all we have." : "."}
              </p>
            )}
            {tracked && remaining > 0 && chosen >= remaining && (
              <p className="text-sm font-medium text-amber-700" role="status">
                Maximum available quantity selected
              </p>
            )}
          </div>
        )}

        <button
          type="button"
          onClick={add}
          disabled={outOfStock || remaining === 0}
          className={cn(
            "inline-flex h-12 w-full cursor-pointer items-center justify-center gap-2 rounded-xl text-base font-semibold shadow-sm disabled:cursor-not-allowed disabled:opacity-50",
            added ? "bg-emerald-600 text-white" : themedButton,
          )}
        >
          {outOfStock ? (
            "Out of Stock"
          ) : added ? (
            <>
              <Check className="h-5 w-5" aria-hidden /> Added to Cart!
            </>
          ) : (
            <>
              <ShoppingCart className="h-5 w-5" aria-hidden /> Add to Cart - {formatMoney(paid * chosen)}
            </>
          )}
        </button>

        <ul className="grid gap-2 rounded-xl bg-white p-4 text-sm text-slate-700 ring-1 ring-slate-200">
          {REASSURANCE.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon className="h-4 w-4 shrink-0 text-(--store-accent-strong)" aria-hidden /> {text}
            </li>
          ))}
        </ul>

        <section aria-labelledby="info-heading" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <h2 id="info-heading" className="font-semibold text-slate-900">
            Product Information
          </h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">Product ID</dt>
            <dd className="font-mono text-slate-900">{shortId(product.id)}</dd>
            <dt className="text-slate-500">Available Quantity</dt>
            <dd className="text-slate-900">
              {tracked ? pluralize(product.quantity ?? 0, "unit") : "In stock"}
            </dd>
          </dl>
        </section>
        <p className="sr-only" aria-live="polite">
          {added ? `${product.name} added to cart` : ""}
        </p>
      </div>
    </div>
  );
}
