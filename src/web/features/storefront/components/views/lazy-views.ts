import { lazy } from "react";

// Views a shopper reaches only after browsing: their code is not part of the store's first paint.
const loadCheckout = () => import("./checkout-view");
const loadPrescription = () => import("./prescription-order-view");

export const CheckoutView = lazy(() => loadCheckout().then((m) => ({ default: m.CheckoutView })));
export const PrescriptionOrderView = lazy(() =>
  loadPrescription().then((m) => ({ default: m.PrescriptionOrderView })),
);
export const OrderSuccessView = lazy(() =>
  import("./order-success-view").then((m) => ({ default: m.OrderSuccessView })),
);

/** Fetches the checkout's code while the shopper looks at their cart, so "Checkout" opens at once. */
export const preloadCheckout = () => void loadCheckout().catch(() => {});
