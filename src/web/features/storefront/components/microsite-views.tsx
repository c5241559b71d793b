import { SearchX } from "lucide-react";
import { type ReactNode, Suspense, useCallback, useState } from "react";
import { storeDisplayName, type TGetMicrositeResponse } from "#contracts/storefront";
import { Button } from "#web/components/ui/button";
import { EmptyState } from "#web/components/ui/empty-state";
import { FullPageMessage } from "#web/components/ui/spinner";
import { paths } from "#web/config/paths";
import { useT } from "#web/lib/i18n/page-language";
import { Link } from "#web/lib/router";
import type { useBrowseMemory } from "../hooks/use-browse-memory";
import type { MicrositeViewState } from "../hooks/use-microsite-view";
import type { ReconciledCart } from "../hooks/use-reconciled-cart";
import { cartItemCount } from "../utils/cart";
import { storeThemeVars } from "../utils/store-theme";
import { CallStoreLink } from "./call-store-link";
import { CartBar } from "./cart-bar";
import { MicrositeHeader } from "./microsite-header";
import { ProductChooserHost } from "./product-chooser-host";
import { HomeView } from "./views/home-view";
import {
  AllProductsView,
  CartView,
  CategoryView,
  OrderSuccessView,
  OrderViews,
  preloadCart,
  preloadCheckout,
} from "./views/lazy-views";

/**
 * A store's microsite once its data is here: the store bar, the view `view.shown` names, the cart
 * bar under the browsing views, and the footer. Views the shopper reaches only after browsing load
 * when opened; the cart's code as soon as the cart has a line, the checkout's from the cart.
 */
export function MicrositeViews({
  slug,
  store,
  view,
  cart,
  browse,
}: {
  slug: string;
  store: TGetMicrositeResponse;
  view: MicrositeViewState;
  cart: ReconciledCart;
  browse: ReturnType<typeof useBrowseMemory>;
}) {
  const t = useT();
  const { merchant } = store;
  const { shown, goHome } = view;
  const { search } = browse;
  const { lines } = cart;
  // A card order's cart goes once its payment is confirmed (the success view says when).
  const clearCart = useCallback(() => cart.update(() => []), [cart.update]);
  const ordering = shown === "checkout" || shown === "prescription-order";
  // The ordering views' state outlives a visit to another view (see OrderViews).
  const [ordersOpened, setOrdersOpened] = useState(ordering);
  if (ordering && !ordersOpened) setOrdersOpened(true);
  const name = storeDisplayName(merchant);
  const phone = merchant.contactPhone?.trim();

  let content: ReactNode = (
    <HomeView
      data={store}
      name={name}
      search={search}
      cart={lines}
      onSetQuantity={cart.setQuantity}
      onOpenCategory={(categoryId) => {
        search.reset();
        view.open("category", { categoryId });
      }}
      onViewAll={() => view.open("all-products")}
      onPrescription={() => view.open("prescription-order")}
    />
  );
  if (shown === "category") {
    content = (
      <CategoryView
        slug={slug}
        store={store}
        category={view.category!}
        search={search}
        cart={lines}
        onSetQuantity={cart.setQuantity}
      />
    );
  } else if (shown === "all-products") {
    content = (
      <AllProductsView
        slug={slug}
        store={store}
        search={search}
        filters={browse.filters}
        onFiltersChange={browse.setFilters}
        onClearAll={browse.clear}
        cart={lines}
        onSetQuantity={cart.setQuantity}
      />
    );
  } else if (shown === "cart") {
    preloadCheckout();
    content = (
      <CartView
        slug={slug}
        lines={lines}
        onQuantity={cart.setLineQuantity}
        onCheckout={() => view.open("checkout")}
        onContinue={goHome}
      />
    );
  } else if (ordering) {
    content = null;
  } else if (shown === "order-success") {
    content = (
      <OrderSuccessView
        slug={slug}
        orderId={view.order!.id}
        trackingCode={view.order!.trackingCode}
        trackingHref={paths.trackOrder(slug, view.order!.trackingCode)}
        storeName={name}
        phone={phone || null}
        merchant={merchant}
        onContinue={goHome}
        onPaid={clearCart}
        onCheckout={() => view.open("checkout", { replace: true })}
      />
    );
  } else if (shown === "not-found") {
    // A link to a view or category this store does not have (spec: 'Page not found').
    content = (
      <EmptyState icon={SearchX} title={t("store.pageNotFound")}>
        <p className="max-w-sm text-slate-600">{t("store.pageNotFoundText", { store: name })}</p>
        <Button
          onClick={goHome}
          variant={null}
          className="bg-(--store-primary-strong) text-white shadow-sm hover:bg-(--store-primary-hover)"
        >
          {t("store.backToStore")}
        </Button>
      </EmptyState>
    );
  }
  if (lines.length > 0) preloadCart();
  const browsing = shown === "home" || shown === "category" || shown === "all-products";

  return (
    <div style={storeThemeVars(merchant.theme)} className="min-h-screen bg-slate-50">
      <MicrositeHeader
        name={name}
        logoUrl={merchant.logoUrl}
        languages={merchant.languages}
        onBack={shown === "home" ? undefined : goHome}
        cartCount={cartItemCount(lines)}
        onCart={() => shown !== "cart" && view.open("cart")}
        actions={phone && <CallStoreLink phone={phone} />}
      />
      <main className="pb-10">
        <div className="mx-auto max-w-6xl px-4 pt-3 sm:pt-6">
          <Suspense fallback={<FullPageMessage spinner>{t("store.loading")}</FullPageMessage>}>
            <ProductChooserHost
              lines={lines}
              update={cart.update}
              theme={merchant.theme}
              openCart={() => view.open("cart")}
            >
              {content}
            </ProductChooserHost>
            {ordersOpened && (
              <OrderViews
                slug={slug}
                store={store}
                cart={cart}
                shown={shown}
                onPlaced={view.showOrder}
                onContinue={goHome}
              />
            )}
          </Suspense>
        </div>
      </main>
      {browsing && <CartBar lines={lines} onOpen={() => view.open("cart")} />}
      <footer className={browsing && lines.length > 0 ? "pb-24" : undefined}>
        <p className="border-t border-slate-200 px-4 py-6 text-center text-sm text-slate-500">
          © {new Date().getFullYear()} {name} ·{" "}
          <Link to={paths.home()} className="underline-offset-2 hover:underline">
            {t("store.poweredBy")}
          </Link>
        </p>
      </footer>
    </div>
  );
}
