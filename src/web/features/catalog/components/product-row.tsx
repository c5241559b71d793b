import { ImageOff } from "lucide-react";
import { useState } from "react";
import type { TProduct } from "#contracts/catalog";
import { formatMoney } from "#contracts/money";
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

function Stock({ quantity }: { quantity: number | null }) {
  if (quantity === null) return <span className="text-slate-500">Stock not tracked</span>;
  return (
    <span className={isLowStock({ quantity }) ? "font-medium text-amber-700" : "text-slate-600"}>
      Stock: {quantity}
    </span>
  );
}

/** One product: image, name, category, price, stock, availability, and its edit and delete actions. */
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
          <Stock quantity={product.quantity} />
          <Badge variant={product.isAvailable ? "success" : "secondary"}>
            {product.isAvailable ? "Available" : "Not Available"}
          </Badge>
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
