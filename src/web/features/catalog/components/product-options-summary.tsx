import { Fragment } from "react";
import type { TProduct } from "#contracts/catalog";
import { optionGroupsOf, stockGroupOf, type TProductOption } from "#contracts/product-options";
import { cn } from "#web/lib/utils";

/**
 * One variant and its stock, "M 4": struck through in red when sold out, greyed when switched off,
 * and said in words for screen readers ("M sold out").
 */
function VariantStock({ option }: { option: TProductOption }) {
  const soldOut = (option.quantity ?? 0) <= 0;
  const shown = `${option.name} ${option.quantity ?? 0}`;
  if (option.isAvailable && !soldOut) return <span>{shown}</span>;
  const said = soldOut ? `${option.name} sold out` : `${option.name} ${option.quantity}, not available`;
  return (
    <span className={soldOut ? "font-medium text-red-700" : "text-slate-500"} title={said}>
      <s aria-hidden>{shown}</s>
      <span className="sr-only">{said}</span>
    </span>
  );
}

/**
 * Under a product's name in the table and on its card: its variants with their stock ("Size: S 4 ·
 * M 0 · L 6"), and the names of its other groups (add-ons). Nothing for a product without groups.
 */
export function ProductOptionsSummary({ product, className }: { product: TProduct; className?: string }) {
  const groups = optionGroupsOf(product);
  if (groups.length === 0) return null;
  const stock = stockGroupOf(product);
  const addOns = groups.filter((group) => !group.tracksStock).map((group) => group.name);
  return (
    <div className={cn("grid gap-0.5 text-xs font-normal text-slate-600", className)}>
      {stock && (
        <p data-testid="product-variants">
          <span className="font-medium text-slate-700">{stock.name}:</span>{" "}
          {stock.options.map((option, index) => (
            <Fragment key={option.id}>
              {index > 0 && " · "}
              <VariantStock option={option} />
            </Fragment>
          ))}
        </p>
      )}
      {addOns.length > 0 && (
        <p className="truncate" data-testid="product-option-groups" title={addOns.join(", ")}>
          {stock ? "Also: " : "Options: "}
          {addOns.join(", ")}
        </p>
      )}
    </div>
  );
}
