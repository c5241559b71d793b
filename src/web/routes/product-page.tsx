import { Award, Check, PackageX, Share2, ShieldCheck, ShoppingCart, Truck } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import type { TProduct } from "../../contracts/catalog";
import { effectivePriceCents, formatMoney, toCents } from "../../contracts/money";
import { storeDisplayName } from "../../contracts/storefront";
import { findTheme } from "../../contracts/themes";
import { toast } from "../components/ui/use-toast";
import { paths } from "../config/paths";
import { useMicrosite } from "../features/storefront/api/get-microsite";
import { useMicrositeProduct } from "../features/storefront/api/get-microsite-product";
import { MicrositeHeader } from "../features/storefront/components/microsite-header";
import { Price } from "../features/storefront/components/price";
import { ProductImage } from "../features/storefront/components/product-image";
import { QuantityStepper } from "../features/storefront/components/quantity-stepper";
import { StoreMessage } from "../features/storefront/components/store-message";
import { useCart } from "../features/storefront/hooks/use-cart";
import { useScrollMemory } from "../features/storefront/hooks/use-scroll-memory";
import { useThemeColorMeta } from "../features/storefront/hooks/use-theme-color-meta";
import {
  addToCart,
  cartItemCount,
  isOutOfStock,
  maxQuantity,
  quantityInCart,
} from "../features/storefront/utils/cart";
import { storeThemeVars, themedButton } from "../features/storefront/utils/store-theme";
import { pageLowStock, pluralize, shortId } from "../features/storefront/utils/storefront-format";
import { useDocumentTitle } from "../lib/use-document-title";
import { cn } from "../lib/utils";

const ADDED_FEEDBACK_MS = 2000;

function StockBadge({ product }: { product: TProduct }) {
  const base = "inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold";
  if (isOutOfStock(product)) return <span className={cn(base, "bg-red-100 text-red-800")}>Out of Stock</span>;
  if (pageLowStock(product.quantity)) {
    return <span className={cn(base, "bg-amber-100 text-amber-900")}>Only {product.quantity} left</span>;
  }
  return <span className={cn(base, "bg-emerald-100 text-emerald-800")}>In Stock</span>;
}

const REASSURANCE = [
  { icon: Truck, text: "Free delivery on orders over $50" },
  { icon: ShieldCheck, text: "Secure checkout" },
  { icon: Award, text: "Quality guarantee" },
];

function ProductDetails({ product, cart }: { product: TProduct; cart: ReturnType<typeof useCart> }) {
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
              <span className="rounded-full bg-(--store-accent-soft) px-2.5 py-0.5 text-sm font-semibold text-(--store-accent-strong)">
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

/** A product's own page: shareable, with add to cart into the store's cart. */
export default function ProductPage() {
  const { slug = "", productId = "" } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const store = useMicrosite(slug);
  const productQuery = useMicrositeProduct(slug, productId);
  const cart = useCart(slug);

  const product = productQuery.data ?? null;
  useScrollMemory(!productQuery.isLoading);
  const merchant = store.data?.merchant;
  const storeName = merchant ? storeDisplayName(merchant) : "";
  useDocumentTitle(
    product
      ? `${product.name}${storeName ? ` - ${storeName}` : ""}`
      : productQuery.isLoading
        ? undefined
        : "Product Not Found",
  );
  useThemeColorMeta(merchant ? findTheme(merchant.theme).primary : undefined);

  // Back: to where the shopper came from, or (opened from a shared link) the store's page.
  const goBack = () => (location.key !== "default" ? navigate(-1) : navigate(paths.microsite(slug)));
  const openCart = () => navigate({ pathname: paths.microsite(slug), search: "?view=cart" });

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({
          title: product?.name,
          text: storeName ? `${product?.name} at ${storeName}` : undefined,
          url,
        });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied!" });
    } catch {
      toast({
        variant: "destructive",
        title: "Failed to copy",
        description: "Could not copy URL to clipboard",
      });
    }
  };

  const header = (
    <MicrositeHeader
      name={storeName || "\u00a0"}
      logoUrl={merchant?.logoUrl ?? null}
      onBack={goBack}
      backLabel="Go back"
      cartCount={cartItemCount(cart.lines)}
      onCart={openCart}
      actions={
        product && (
          <button
            type="button"
            onClick={share}
            aria-label="Share"
            className="grid h-10 w-10 shrink-0 cursor-pointer place-items-center rounded-lg text-slate-700 hover:bg-slate-100"
          >
            <Share2 className="h-5 w-5" aria-hidden />
          </button>
        )
      }
    />
  );

  let body: ReactNode;
  if (productQuery.isLoading) {
    body = <StoreMessage loading title="Loading product..." />;
  } else if (!product) {
    body = (
      <StoreMessage icon={PackageX} title="Product Not Found">
        <p className="max-w-sm text-slate-600">This product is not available any more.</p>
        <button
          type="button"
          onClick={goBack}
          className={cn("mt-2 h-10 cursor-pointer rounded-lg px-5 text-sm font-semibold", themedButton)}
        >
          Go Back
        </button>
      </StoreMessage>
    );
  } else {
    body = (
      <main className="mx-auto max-w-6xl px-4 py-5 pb-12 sm:py-8">
        <ProductDetails key={product.id} product={product} cart={cart} />
      </main>
    );
  }

  return (
    <div style={storeThemeVars(merchant?.theme)} className="min-h-screen bg-slate-50">
      {header}
      {body}
    </div>
  );
}
