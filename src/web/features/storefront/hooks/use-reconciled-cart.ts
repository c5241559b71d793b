import { useCallback, useEffect } from "react";
import type { TProduct } from "#contracts/catalog";
import type { TGetMicrositeResponse } from "#contracts/storefront";
import { reconcileCart, sameCart, setCartQuantity } from "../utils/cart";
import { useCart } from "./use-cart";

/**
 * The store's cart (use-cart) kept in step with the store's current products: prices refreshed,
 * stock respected, and what the store no longer sells dropped once its whole list is known.
 */
export function useReconciledCart(slug: string, store: TGetMicrositeResponse | null | undefined) {
  const cart = useCart(slug);
  const { update } = cart;

  useEffect(() => {
    if (!store) return;
    update((lines) => {
      const next = reconcileCart(lines, store.products, { complete: store.nextCursor === null });
      return sameCart(lines, next) ? lines : next;
    });
  }, [store, update]);

  /** A product card's control: the cart holds `quantity` of the product (0 removes it). */
  const setQuantity = useCallback(
    (product: TProduct, quantity: number) => {
      update((lines) => setCartQuantity(lines, product, quantity));
    },
    [update],
  );

  return { lines: cart.lines, update, setQuantity };
}

export type ReconciledCart = ReturnType<typeof useReconciledCart>;
