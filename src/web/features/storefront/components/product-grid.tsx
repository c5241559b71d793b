import { type ReactElement, useRef } from "react";
import type { TProduct } from "#contracts/catalog";
import { paths } from "#web/config/paths";
import type { CartLine } from "#web/lib/cart-storage";
import { HydrateLater } from "#web/lib/hydrate-later";
import { cn } from "#web/lib/utils";
import { ProductCard } from "./product-card";

export function ProductGrid({
  slug,
  products,
  cart,
  onSetQuantity,
  className,
  columns = 4,
  eagerCount = 0,
  cardHeading,
}: {
  slug: string;
  products: TProduct[];
  cart: CartLine[];
  onSetQuantity: (product: TProduct, quantity: number) => void;
  className?: string;
  /** Cards in a row from 1024 px. */
  columns?: 3 | 4;
  /** The first cards on the first screen load their pictures at once: they are the page's LCP. */
  eagerCount?: number;
  /** The cards' name headings: h2 where the page's h1 is the list's heading (h3 under a section's h2). */
  cardHeading?: "h2" | "h3";
}) {
  return (
    <ul
      className={cn(
        "grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4",
        columns === 3 ? "lg:grid-cols-3" : "lg:grid-cols-4",
        className,
      )}
    >
      {products.map((product, index) => {
        const lines = cart.filter((line) => line.product.id === product.id);
        return (
          <GridCell key={product.id} inCart={lines.length > 0}>
            <ProductCard
              product={product}
              href={paths.product(slug, product.id)}
              lines={lines}
              eager={index < eagerCount}
              heading={cardHeading}
              onSetQuantity={(quantity) => onSetQuantity(product, quantity)}
            />
          </GridCell>
        );
      })}
    </ul>
  );
}

/**
 * A card's cell. The card hydrates once the cell comes near the screen or is touched (decision
 * 0061): a long menu's cards further down cost a first visit nothing until the shopper scrolls.
 * A card whose product is in the cart hydrates in its turn wherever it is: the server's HTML, which
 * cannot know the cart, offers "Quick Add" where the card must show the cart's units.
 */
function GridCell({ children, inCart }: { children: ReactElement; inCart: boolean }) {
  const cell = useRef<HTMLLIElement>(null);
  return (
    <li ref={cell} className="flex">
      <HydrateLater near={inCart ? undefined : cell}>{children}</HydrateLater>
    </li>
  );
}
