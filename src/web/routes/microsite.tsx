import { SearchX, Store } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Link, useLocation, useParams } from "react-router";
import type { TProduct } from "../../contracts/catalog";
import { storeDisplayName } from "../../contracts/storefront";
import { findTheme } from "../../contracts/themes";
import { Button } from "../components/ui/button";
import { toast } from "../components/ui/use-toast";
import { paths } from "../config/paths";
import { useMicrosite } from "../features/storefront/api/get-microsite";
import { usePlaceOrder } from "../features/storefront/api/place-order";
import { CartBar } from "../features/storefront/components/cart-bar";
import { EmptyState } from "../features/storefront/components/empty-state";
import { MicrositeHeader } from "../features/storefront/components/microsite-header";
import { StoreMessage } from "../features/storefront/components/store-message";
import { AllProductsView } from "../features/storefront/components/views/all-products-view";
import { CartView } from "../features/storefront/components/views/cart-view";
import { CategoryView } from "../features/storefront/components/views/category-view";
import {
  type CheckoutDetails,
  CheckoutView,
  checkoutComplete,
  EMPTY_CHECKOUT,
} from "../features/storefront/components/views/checkout-view";
import { HomeView } from "../features/storefront/components/views/home-view";
import { OrderSuccessView } from "../features/storefront/components/views/order-success-view";
import { useCart } from "../features/storefront/hooks/use-cart";
import { useDebouncedSearch } from "../features/storefront/hooks/use-debounced-search";
import { useMicrositeNav } from "../features/storefront/hooks/use-microsite-nav";
import { useScrollMemory } from "../features/storefront/hooks/use-scroll-memory";
import { useThemeColorMeta } from "../features/storefront/hooks/use-theme-color-meta";
import {
  addToCart,
  cartItemCount,
  reconcileCart,
  sameCart,
  setLineQuantity,
  toOrderItems,
} from "../features/storefront/utils/cart";
import { NO_FILTERS, type ProductFilters } from "../features/storefront/utils/product-filters";
import { storeThemeVars } from "../features/storefront/utils/store-theme";
import { errorMessage } from "../lib/api-client";
import { useDocumentTitle } from "../lib/use-document-title";

/**
 * Search and filters by history entry: coming back from a product page (which unmounts this
 * page) finds the list as it was left.
 */
const browseMemory = new Map<string, { search: string; filters: ProductFilters }>();

/** A store's microsite: one page whose views (home, category, all products, cart...) live in the URL. */
export default function MicrositePage() {
  const { slug = "" } = useParams();
  const { data, isLoading, isError } = useMicrosite(slug);
  const nav = useMicrositeNav();
  const { view, goHome } = nav;
  const cart = useCart(slug);
  const { update: updateCart } = cart;
  const { key: entryKey } = useLocation();
  const search = useDebouncedSearch(300, browseMemory.get(entryKey)?.search);
  const { reset: resetSearch } = search;
  const [filters, setFilters] = useState<ProductFilters>(
    () => browseMemory.get(entryKey)?.filters ?? NO_FILTERS,
  );
  useEffect(() => {
    browseMemory.set(entryKey, { search: search.applied, filters });
  }, [entryKey, search.applied, filters]);
  const [details, setDetails] = useState<CheckoutDetails>(EMPTY_CHECKOUT);
  const placeOrder = usePlaceOrder();

  const name = data ? storeDisplayName(data.merchant) : undefined;
  useDocumentTitle(name ?? (!isLoading ? "Store Not Found" : undefined));
  useThemeColorMeta(data ? findTheme(data.merchant.theme).primary : undefined);

  // The stored cart follows the store's current products: prices refreshed, stock respected.
  useEffect(() => {
    if (!data) return;
    updateCart((lines) => {
      const next = reconcileCart(lines, data.products);
      return sameCart(lines, next) ? lines : next;
    });
  }, [data, updateCart]);

  // Home clears the category, the search and the filters (spec section 4).
  useEffect(() => {
    if (view === "home") {
      resetSearch();
      setFilters(NO_FILTERS);
    }
  }, [view, resetSearch]);

  // A new view starts at the top; going back returns to where the shopper was.
  useScrollMemory(Boolean(data));

  const onAdd = useCallback(
    (product: TProduct, quantity: number) => {
      updateCart((lines) => addToCart(lines, product, quantity));
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
  const storeName = name ?? merchant.businessName;
  const category = view === "category" ? data.categories.find((c) => c.id === nav.categoryId) : undefined;

  const openCategory = (categoryId: string) => {
    resetSearch();
    nav.open("category", { categoryId });
  };
  const clearAll = () => {
    resetSearch();
    setFilters(NO_FILTERS);
  };
  const submitOrder = () => {
    if (!checkoutComplete(details) || cart.lines.length === 0) return;
    const notes = details.notes.trim();
    placeOrder.mutate(
      {
        merchantSlug: slug,
        customer: { name: details.name.trim(), phone: details.phone.trim(), address: details.address.trim() },
        items: toOrderItems(cart.lines),
        ...(notes ? { notes } : {}),
      },
      {
        onSuccess: (order) => {
          updateCart(() => []);
          setDetails((current) => ({ ...current, notes: "" }));
          nav.open("order-success", { orderId: order.id, replace: true });
        },
        onError: (error) => {
          toast({
            variant: "destructive",
            title: "Could not place your order",
            description: errorMessage(error),
          });
        },
      },
    );
  };

  const home = (
    <HomeView
      data={data}
      name={storeName}
      cart={cart.lines}
      onAdd={onAdd}
      onOpenCategory={openCategory}
      onViewAll={() => nav.open("all-products")}
    />
  );

  let content = home;
  if (view === "category" && category) {
    content = (
      <CategoryView
        slug={slug}
        category={category}
        products={data.products}
        search={search}
        cart={cart.lines}
        onAdd={onAdd}
      />
    );
  } else if (view === "all-products") {
    content = (
      <AllProductsView
        slug={slug}
        products={data.products}
        categories={data.categories}
        search={search}
        filters={filters}
        onFiltersChange={setFilters}
        onClearAll={clearAll}
        cart={cart.lines}
        onAdd={onAdd}
      />
    );
  } else if (view === "cart") {
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
        details={details}
        onDetailsChange={setDetails}
        onSubmit={submitOrder}
        submitting={placeOrder.isPending}
        deliveryZones={data.hasDeliveryZones}
        onContinue={goHome}
      />
    );
  } else if (view === "order-success" && nav.orderId) {
    content = (
      <OrderSuccessView
        orderId={nav.orderId}
        storeName={storeName}
        phone={merchant.contactPhone?.trim() || null}
        onContinue={goHome}
      />
    );
  }
  // A link to a view or category this store does not have (spec: 'Page not found').
  const notFound = nav.unknownView || (view === "category" && !category);
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
  const browsing = !notFound && (content === home || view === "category" || view === "all-products");

  return (
    <div style={storeThemeVars(merchant.theme)} className="min-h-screen bg-slate-50">
      <MicrositeHeader
        name={storeName}
        logoUrl={merchant.logoUrl}
        onBack={content === home ? undefined : goHome}
        cartCount={cartItemCount(cart.lines)}
        onCart={() => view !== "cart" && nav.open("cart")}
      />
      <main className="pb-10">
        <div className="mx-auto max-w-6xl px-4 pt-5 sm:pt-8">{content}</div>
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
