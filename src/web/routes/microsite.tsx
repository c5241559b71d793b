import { SearchX, Store, WifiOff } from "lucide-react";
import { Suspense, useCallback, useEffect, useRef } from "react";
import type { TProduct } from "#contracts/catalog";
import { storeDisplayName } from "#contracts/storefront";
import { findTheme } from "#contracts/themes";
import { Button } from "#web/components/ui/button";
import { EmptyState } from "#web/components/ui/empty-state";
import { FullPageMessage } from "#web/components/ui/spinner";
import { paths } from "#web/config/paths";
import { useMicrosite } from "#web/features/storefront/api/get-microsite";
import { useMoreProducts } from "#web/features/storefront/api/get-more-products";
import { CallStoreLink } from "#web/features/storefront/components/call-store-link";
import { CartBar } from "#web/features/storefront/components/cart-bar";
import { MicrositeHeader } from "#web/features/storefront/components/microsite-header";
import { StoreActionButton } from "#web/features/storefront/components/store-action-button";
import { StoreMessage } from "#web/features/storefront/components/store-message";
import { CategoryView } from "#web/features/storefront/components/views/category-view";
import { HomeView } from "#web/features/storefront/components/views/home-view";
import {
  AllProductsView,
  CartView,
  CheckoutView,
  OrderSuccessView,
  PrescriptionOrderView,
  preloadCart,
  preloadCheckout,
} from "#web/features/storefront/components/views/lazy-views";
import { useBrowseMemory } from "#web/features/storefront/hooks/use-browse-memory";
import { useCart } from "#web/features/storefront/hooks/use-cart";
import { useCheckout } from "#web/features/storefront/hooks/use-checkout";
import { useDeliveryCheck } from "#web/features/storefront/hooks/use-delivery-check";
import { useMicrositeNav } from "#web/features/storefront/hooks/use-microsite-nav";
import { usePrescriptionOrder } from "#web/features/storefront/hooks/use-prescription-order";
import { useScrollMemory } from "#web/features/storefront/hooks/use-scroll-memory";
import { useThemeColorMeta } from "#web/features/storefront/hooks/use-theme-color-meta";
import {
  cartItemCount,
  reconcileCart,
  sameCart,
  setCartQuantity,
  setLineQuantity,
} from "#web/features/storefront/utils/cart";
import { NO_FILTERS } from "#web/features/storefront/utils/product-filters";
import { storeThemeVars } from "#web/features/storefront/utils/store-theme";
import { isNetworkError, isNotFoundError } from "#web/lib/api-client";
import { Link, useParams } from "#web/lib/router";
import { useDocumentTitle } from "#web/lib/use-document-title";

/** A store's microsite: one page whose views (home, category, all products, cart...) live in the URL. */
export default function MicrositePage() {
  const { slug = "" } = useParams();
  const { data, isLoading, isError, error, refetch, isRefetching } = useMicrosite(slug);
  const nav = useMicrositeNav();
  const { view, goHome } = nav;
  const cart = useCart(slug);
  const { update: updateCart } = cart;
  const { search, filters, setFilters } = useBrowseMemory();
  const more = useMoreProducts(slug, data?.nextCursor ?? null);
  const deliveryCheck = useDeliveryCheck(slug);
  const delivery = data?.hasDeliveryZones ? deliveryCheck : null;
  const prescription = usePrescriptionOrder({
    delivery,
    slug,
    onPlaced: (order) => nav.open("order-success", { order, replace: true }),
  });
  const { reset: resetSearch } = search;
  const checkout = useCheckout({
    delivery,
    slug,
    lines: cart.lines,
    clearCart: () => updateCart(() => []),
    onPlaced: (order) => nav.open("order-success", { order, replace: true }),
  });

  const name = data ? storeDisplayName(data.merchant) : undefined;
  useDocumentTitle(name ?? (!isLoading ? "Store Not Found" : undefined));
  useThemeColorMeta(data ? findTheme(data.merchant.theme).primary : undefined);

  // The stored cart follows the store's current products: prices refreshed, stock respected.
  useEffect(() => {
    if (!data) return;
    updateCart((lines) => {
      const next = reconcileCart(lines, data.products, { complete: data.nextCursor === null });
      return sameCart(lines, next) ? lines : next;
    });
  }, [data, updateCart]);

  // Going home clears the category, the search and the filters (spec section 4). Only going: a
  // search typed on home itself survives a trip to a product page and back.
  const previousView = useRef(view);
  useEffect(() => {
    if (view === "home" && previousView.current !== "home") {
      resetSearch();
      setFilters(NO_FILTERS);
    }
    previousView.current = view;
  }, [view, resetSearch, setFilters]);

  // A new view starts at the top; going back returns to where the shopper was.
  useScrollMemory(Boolean(data));

  const onSetQuantity = useCallback(
    (product: TProduct, quantity: number) => {
      updateCart((lines) => setCartQuantity(lines, product, quantity));
    },
    [updateCart],
  );

  if (isLoading) {
    return (
      <div style={storeThemeVars(null)}>
        <StoreMessage loading title="Loading storefront..." />
      </div>
    );
  }
  if (isError && !isNotFoundError(error)) {
    // Only a 404 means the store is gone; a dropped connection or a server error deserves a retry.
    return (
      <div style={storeThemeVars(null)}>
        <StoreMessage icon={WifiOff} title="Couldn't load this store">
          <p className="max-w-sm text-slate-600">
            {isNetworkError(error)
              ? "Check your internet connection and try again."
              : "Something went wrong on our side. Please try again in a moment."}
          </p>
          <StoreActionButton onClick={() => void refetch()} disabled={isRefetching}>
            {isRefetching ? "Trying again..." : "Try Again"}
          </StoreActionButton>
        </StoreMessage>
      </div>
    );
  }
  if (isError || !data) {
    return (
      <div style={storeThemeVars(null)}>
        <StoreMessage icon={Store} title="Store Not Found">
          <p className="max-w-sm text-slate-600">This store is not available or has been moved</p>
          <Link
            to={paths.marketplace()}
            className="mt-2 inline-flex h-10 items-center rounded-lg bg-(--store-primary-strong) px-4 text-sm font-medium text-white hover:bg-(--store-primary-hover)"
          >
            Browse other stores
          </Link>
        </StoreMessage>
      </div>
    );
  }

  const { merchant } = data;
  const products = more.products.length > 0 ? [...data.products, ...more.products] : data.products;
  const storeName = name ?? merchant.businessName;
  const phone = merchant.contactPhone?.trim();
  const category = view === "category" ? data.categories.find((c) => c.id === nav.categoryId) : undefined;

  const openCategory = (categoryId: string) => {
    resetSearch();
    nav.open("category", { categoryId });
  };
  const clearAll = () => {
    resetSearch();
    setFilters(NO_FILTERS);
  };

  const home = (
    <HomeView
      data={data}
      products={products}
      name={storeName}
      search={search}
      cart={cart.lines}
      onSetQuantity={onSetQuantity}
      onOpenCategory={openCategory}
      onViewAll={() => nav.open("all-products")}
      onPrescription={() => nav.open("prescription-order")}
    />
  );

  let content = home;
  if (view === "category" && category) {
    content = (
      <CategoryView
        slug={slug}
        category={category}
        products={products}
        search={search}
        cart={cart.lines}
        onSetQuantity={onSetQuantity}
      />
    );
  } else if (view === "all-products") {
    content = (
      <AllProductsView
        slug={slug}
        products={products}
        categories={data.categories}
        search={search}
        filters={filters}
        onFiltersChange={setFilters}
        onClearAll={clearAll}
        more={{ hasMore: more.hasMore, loading: more.loading, load: more.loadMore }}
        cart={cart.lines}
        onSetQuantity={onSetQuantity}
      />
    );
  } else if (view === "cart") {
    preloadCheckout();
    content = (
      <CartView
        slug={slug}
        lines={cart.lines}
        onQuantity={(productId, quantity) =>
          updateCart((lines) => setLineQuantity(lines, productId, quantity))
        }
        onCheckout={() => nav.open("checkout")}
        onContinue={goHome}
      />
    );
  } else if (view === "checkout") {
    content = (
      <CheckoutView
        lines={cart.lines}
        details={checkout.details}
        onDetailsChange={checkout.setDetails}
        onSubmit={checkout.submit}
        submitting={checkout.submitting}
        delivery={delivery}
        onContinue={goHome}
      />
    );
  } else if (view === "prescription-order" && merchant.acceptsPrescriptions) {
    content = <PrescriptionOrderView form={prescription} delivery={delivery} />;
  } else if (view === "order-success" && nav.order) {
    content = (
      <OrderSuccessView
        orderId={nav.order.id}
        trackingHref={paths.trackOrder(slug, nav.order.trackingCode)}
        storeName={storeName}
        phone={phone || null}
        onContinue={goHome}
      />
    );
  }
  // A link to a view or category this store does not have (spec: 'Page not found').
  const notFound =
    nav.unknownView ||
    (view === "category" && !category) ||
    (view === "prescription-order" && !merchant.acceptsPrescriptions);
  if (notFound) {
    content = (
      <EmptyState icon={SearchX} title="Page not found">
        <p className="max-w-sm text-slate-600">This page of {storeName} does not exist or has been moved.</p>
        <Button onClick={goHome} className="bg-(--store-primary-strong) hover:bg-(--store-primary-hover)">
          Back to the store
        </Button>
      </EmptyState>
    );
  }
  if (cart.lines.length > 0) preloadCart();
  const browsing = !notFound && (content === home || view === "category" || view === "all-products");

  return (
    <div style={storeThemeVars(merchant.theme)} className="min-h-screen bg-slate-50">
      <MicrositeHeader
        name={storeName}
        logoUrl={merchant.logoUrl}
        onBack={content === home ? undefined : goHome}
        cartCount={cartItemCount(cart.lines)}
        onCart={() => view !== "cart" && nav.open("cart")}
        actions={phone && <CallStoreLink phone={phone} />}
      />
      <main className="pb-10">
        <div className="mx-auto max-w-6xl px-4 pt-3 sm:pt-6">
          <Suspense fallback={<FullPageMessage spinner>Loading...</FullPageMessage>}>{content}</Suspense>
        </div>
      </main>
      {browsing && <CartBar lines={cart.lines} onOpen={() => nav.open("cart")} />}
      <footer className={browsing && cart.lines.length > 0 ? "pb-24" : undefined}>
        <p className="border-t border-slate-200 px-4 py-6 text-center text-sm text-slate-500">
          © {new Date().getFullYear()} {storeName} ·{" "}
          <Link to={paths.home()} className="underline-offset-2 hover:underline">
            Powered by StoreLaunch
          </Link>
        </p>
      </footer>
    </div>
  );
}
