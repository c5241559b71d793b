import { lazy, type ReactNode, Suspense, useState } from "react";
import type { TProduct } from "#contracts/catalog";
import type { CartLine } from "#web/lib/cart-storage";
import { type ProductChooserActions, ProductChooserContext } from "../hooks/use-product-chooser";

// The chooser's code is not part of the store's first visit (decision 0009's budget): it is asked
// for when a shopper reaches for a Quick Add that needs a choice.
const loadChooser = () => import("./product-chooser");
const ProductChooser = lazy(() => loadChooser().then((m) => ({ default: m.ProductChooser })));
export const preloadChooser = () => void loadChooser().catch(() => {});

interface Choosing {
  product: TProduct;
  optionIds?: string[];
  onAdded?: () => void;
}

/** Gives the store's product cards their chooser (useProductChooser) and shows it when asked. */
export function ProductChooserHost({
  lines,
  update,
  theme,
  openCart,
  children,
}: {
  lines: CartLine[];
  update: (change: (lines: CartLine[]) => CartLine[]) => boolean;
  /** The store's colours: the chooser opens above the page, outside its themed element. */
  theme: string;
  openCart: () => void;
  children: ReactNode;
}) {
  const [choosing, setChoosing] = useState<Choosing | null>(null);
  const actions: ProductChooserActions = {
    choose: (product, options) => setChoosing({ product, ...options }),
    openCart,
  };
  return (
    <ProductChooserContext value={actions}>
      {children}
      {choosing && (
        <Suspense fallback={null}>
          <ProductChooser
            key={choosing.product.id}
            product={choosing.product}
            initial={choosing.optionIds}
            lines={lines}
            update={update}
            theme={theme}
            onAdded={choosing.onAdded}
            onClose={() => setChoosing(null)}
          />
        </Suspense>
      )}
    </ProductChooserContext>
  );
}
