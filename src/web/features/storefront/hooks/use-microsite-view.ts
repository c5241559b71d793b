import type { TGetMicrositeResponse } from "#contracts/storefront";
import { type MicrositeView, useMicrositeNav } from "./use-microsite-nav";

/** What the microsite shows: one of its views, or 'Page not found'. */
export type ShownView = MicrositeView | "not-found";

/**
 * The view the microsite shows for this store (view switching): the one the address names
 * (use-microsite-nav), except that a link to a view or category this store does not have is
 * 'Page not found' (spec section 2), and the success screen without its order is home.
 */
export function useMicrositeView(store: TGetMicrositeResponse | null | undefined) {
  const nav = useMicrositeNav();
  const { view } = nav;
  const category = view === "category" ? store?.categories.find((c) => c.id === nav.categoryId) : undefined;
  const shown: ShownView =
    nav.unknownView ||
    (view === "category" && !category) ||
    (view === "prescription-order" && !store?.merchant.acceptsPrescriptions)
      ? "not-found"
      : view === "order-success" && !nav.order
        ? "home"
        : view;

  return {
    ...nav,
    shown,
    /** The category the category view shows. */
    category,
    /** A placed order's success screen, in place of the form that placed it. */
    showOrder: (order: { id: string; trackingCode: string }) =>
      nav.open("order-success", { order, replace: true }),
  };
}

export type MicrositeViewState = ReturnType<typeof useMicrositeView>;
