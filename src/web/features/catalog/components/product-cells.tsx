import { useQuery } from "@tanstack/react-query";
import { ImageOff } from "lucide-react";
import { useState } from "react";
import type { TProduct } from "#contracts/catalog";
import { formatMoney, US_DOLLARS } from "#contracts/money";
import { CARD_FEW_LEFT_MAX, fewLeft, isOutOfStock } from "#contracts/stock";
import { Badge } from "#web/components/ui/badge";
import { merchantMoneyQueryOptions } from "#web/features/auth/api/get-user";
import { cn } from "#web/lib/utils";
import { isLowStock } from "../utils/catalog-stats";

/** The pieces a product shows in both the phone cards and the desktop table. */

/** The product's picture, or a placeholder when it has none or it fails to load. */
export function ProductThumb({ src, small = false }: { src: string | null; small?: boolean }) {
  const [broken, setBroken] = useState(false);
  return (
    <div
      className={cn(
        "aspect-square shrink-0 overflow-hidden rounded-lg bg-slate-100",
        // small: a table row's, at every width.
        small ? "w-10 self-center" : "w-16 self-start sm:w-20 sm:self-center",
      )}
    >
      {src && !broken ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          width={80}
          height={80}
          className="h-full w-full object-cover"
          onError={() => setBroken(true)}
        />
      ) : (
        <div className="grid h-full w-full place-items-center text-slate-400">
          <ImageOff className="h-6 w-6" aria-hidden />
        </div>
      )}
    </div>
  );
}

/** What the customer pays, with the original price struck through under a discount. */
export function Price({ product }: { product: TProduct }) {
  const money = useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS;
  if (product.discountPrice == null)
    return <span className="font-semibold">{formatMoney(product.price, money)}</span>;
  return (
    <span className="flex flex-wrap items-baseline gap-x-1.5">
      <span className="font-semibold text-emerald-700">{formatMoney(product.discountPrice, money)}</span>
      <s className="text-sm text-slate-500">
        <span className="sr-only">was </span>
        {formatMoney(product.price, money)}
      </s>
    </span>
  );
}

/**
 * The status a customer sees (Out of Stock, Only N left, In Stock), and why: the stock count, no
 * tracking, or the product switched off. Admin and storefront read stock the same way.
 */
export function StockStatus({ product }: { product: TProduct }) {
  const stock = product.quantity === null ? "Stock not tracked" : `Stock: ${product.quantity}`;
  const reason = product.isExample
    ? `Hidden from shoppers · ${stock}`
    : product.isAvailable
      ? stock
      : `Not available · ${stock}`;
  return (
    <>
      {/* What a shopper would see does not apply yet: an example is not shown to them at all. */}
      {product.isExample ? <ExampleBadge /> : <StockBadge product={product} />}
      <span className={isLowStock(product) ? "font-medium text-amber-800" : "text-slate-600"}>{reason}</span>
    </>
  );
}

/** The badge a customer sees on the product's card: Out of Stock, Only N left or In Stock. */
export function StockBadge({ product }: { product: TProduct }) {
  if (isOutOfStock(product)) return <Badge variant="destructive">Out of Stock</Badge>;
  if (fewLeft(product.quantity, CARD_FEW_LEFT_MAX)) {
    return <Badge variant="warning">Only {product.quantity} left</Badge>;
  }
  return <Badge variant="success">In Stock</Badge>;
}

/**
 * An item the store's template made (issue 48): the merchant sees it, shoppers do not until it is
 * published or edited, so the mark says which rows are not yet the merchant's own.
 */
export function ExampleBadge() {
  return (
    <Badge variant="outline" className="border-dashed" data-testid="example-badge">
      Example
    </Badge>
  );
}
