import { useState } from "react";
import type { TProduct } from "#contracts/catalog";
import { UNCATEGORISED } from "#contracts/product-listing";
import type { MenuSection as Section } from "#contracts/store-home";
import type { TGetMicrositeResponse } from "#contracts/storefront";
import type { CartLine } from "#web/lib/cart-storage";
import { usePageLanguage } from "#web/lib/i18n/page-language";
import { useStoreProducts } from "../hooks/use-store-products";
import { localizedSection } from "../utils/localized";
import { LoadMore } from "./load-more";
import { ProductGrid } from "./product-grid";

/**
 * One heading of a restaurant's menu. A section with more dishes than came with the store's page
 * offers the rest, which then come from the server a page at a time.
 */
export function MenuSection({
  slug,
  store,
  section,
  cart,
  onSetQuantity,
  eager,
}: {
  slug: string;
  store: TGetMicrositeResponse;
  section: Section;
  cart: CartLine[];
  onSetQuantity: (product: TProduct, quantity: number) => void;
  eager: boolean;
}) {
  const { t, language } = usePageLanguage();
  const { name, description } = localizedSection(section, language, t);
  const [open, setOpen] = useState(false);
  const list = useStoreProducts(store, { category: section.categoryId ?? UNCATEGORISED }, { enabled: open });
  const total = section.total ?? section.products.length;
  const dishes = open && list.total !== null ? list.products : section.products;
  const more = total - section.products.length;

  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-31 pt-3">
      <h2
        dir="auto"
        id={`${section.id}-heading`}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 focus:outline-none"
      >
        {name}
      </h2>
      {description && (
        <p dir="auto" className="text-sm text-slate-500">
          {description}
        </p>
      )}
      <ProductGrid
        slug={slug}
        products={dishes}
        cart={cart}
        onSetQuantity={onSetQuantity}
        eagerCount={eager ? 2 : 0}
        className="mt-3"
      />
      <div className="mt-3">
        {open ? (
          <LoadMore list={list} label={t("store.showMoreDishes")} />
        ) : (
          more > 0 && (
            <LoadMore
              list={{ ...list, hasMore: true, loading: false, failed: false, loadMore: () => setOpen(true) }}
              label={t("store.showAllDishes", { count: total })}
            />
          )
        )}
      </div>
    </section>
  );
}
