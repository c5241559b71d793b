import { ImageOff } from "lucide-react";
import { useState } from "react";
import type { TProduct } from "#contracts/catalog";
import { formatMoney } from "#contracts/money";
import { CARD_FEW_LEFT_MAX, fewLeft, isOutOfStock } from "#contracts/stock";
import { EditDeleteButtons } from "#web/components/edit-delete-buttons";
import { Badge } from "#web/components/ui/badge";
import { isLowStock } from "../utils/catalog-stats";

function ProductThumb({ src }: { src: string | null }) {
  const [broken, setBroken] = useState(false);
  return (
    <div className="aspect-square w-16 shrink-0 self-start overflow-hidden rounded-lg bg-slate-100 sm:w-20 sm:self-center">
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

function Price({ product }: { product: TProduct }) {
  if (product.discountPrice == null)
    return <span className="font-semibold">{formatMoney(product.price)}</span>;
  return (
    <span className="flex flex-wrap items-baseline gap-x-1.5">
      <span className="font-semibold text-emerald-700">{formatMoney(product.discountPrice)}</span>
      <s className="text-sm text-slate-500">
        <span className="sr-only">was </span>
        {formatMoney(product.price)}
      </s>
    </span>
  );
}

/**
 * The status a customer sees (Out of Stock, Only N left, In Stock), and why: the stock count, no
 * tracking, or the product switched off. Admin and storefront read stock the same way.
 */
function StockStatus({ product }: { product: TProduct }) {
  const stock = product.quantity === null ? "Stock not tracked" : `Stock: ${product.quantity}`;
  const reason = product.isAvailable ? stock : `Not available · ${stock}`;
  const badge = isOutOfStock(product) ? (
    <Badge variant="destructive">Out of Stock</Badge>
  ) : fewLeft(product.quantity, CARD_FEW_LEFT_MAX) ? (
    <Badge variant="warning">Only {product.quantity} left</Badge>
  ) : (
    <Badge variant="success">In Stock</Badge>
  );
  return (
    <>
      {badge}
      <span className={isLowStock(product) ? "font-medium text-amber-800" : "text-slate-600"}>{reason}</span>
    </>
  );
}

/** One product: image, name, category, price, the stock status customers see, and its edit and delete actions. */
export function ProductRow({
  product,
  categoryName,
  onEdit,
  onDelete,
}: {
  product: TProduct;
  categoryName: string;
  onEdit: (product: TProduct) => void;
  onDelete: (product: TProduct) => void;
}) {
  return (
    <li className="flex gap-3 p-3 sm:items-center sm:gap-4 sm:p-4" data-testid="product-row">
      <ProductThumb src={product.imageUrl} />
      <div className="grid min-w-0 flex-1 gap-1 sm:grid-cols-[minmax(0,1fr)_9rem_14rem] sm:items-center sm:gap-4">
        <div className="min-w-0">
          <h3 className="truncate font-medium" title={product.name}>
            {product.name}
          </h3>
          <p className="truncate text-sm text-slate-500" data-testid="product-category">
            {categoryName}
          </p>
        </div>
        <div className="text-sm sm:text-base">
          <Price product={product} />
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <StockStatus product={product} />
        </div>
      </div>
      <EditDeleteButtons
        className="-mr-1 flex-col gap-1 sm:flex-row"
        label={product.name}
        onEdit={() => onEdit(product)}
        onDelete={() => onDelete(product)}
      />
    </li>
  );
}
