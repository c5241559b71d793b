import { lazy } from "react";
import { loadCatalog } from "#web/lib/i18n/load-catalog";

// Views a shopper reaches only after browsing: their code is not part of the store's first paint
// (decision 0009's budget: a store's first visit loads at most 100 KiB of JavaScript).
// The checkout and the prescription form come together, with the hooks that place orders, and with
// the English words the server's refusals are recognised by on a page in another language
// (hooks/order-failure.ts; decision 0068).
const loadOrders = () => Promise.all([import("./order-views"), loadCatalog("en")]).then(([views]) => views);
const loadCart = () => import("./cart-view");

export const AllProductsView = lazy(() =>
  import("./all-products-view").then((m) => ({ default: m.AllProductsView })),
);
export const CategoryView = lazy(() => import("./category-view").then((m) => ({ default: m.CategoryView })));
export const CartView = lazy(() => loadCart().then((m) => ({ default: m.CartView })));

export const OrderViews = lazy(() => loadOrders().then((m) => ({ default: m.OrderViews })));
export const OrderSuccessView = lazy(() =>
  import("./order-success-view").then((m) => ({ default: m.OrderSuccessView })),
);

/** Fetches the cart's code once the cart has something in it, so the cart opens at once. */
export const preloadCart = () => void loadCart().catch(() => {});

/** Fetches the checkout's code while the shopper looks at their cart, so "Checkout" opens at once. */
export const preloadCheckout = () => void loadOrders().catch(() => {});
