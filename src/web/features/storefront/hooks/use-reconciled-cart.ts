import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo } from "react";
import type { TProduct } from "#contracts/catalog";
import { MAX_LISTED_IDS } from "#contracts/product-listing";
import type { TGetMicrositeResponse } from "#contracts/storefront";
import { cartProductsQueryOptions } from "../api/get-store-products";
import { reconcileCart, sameCart, setCartQuantity, setLineQuantity } from "../utils/cart";
import { useCart } from "./use-cart";
import { useStoreMoney } from "./use-store-money";

/**
 * The store's cart (use-cart) kept in step with the store's current products: prices refreshed,
 * stock and the store's limits on one order respected, and what the store no longer sells dropped. A large store's page does not
 * bring every product, so the cart's other products are asked for by id.
 */
export function useReconciledCart(slug: string, store: TGetMicrositeResponse | null | undefined) {
  const { currency } = useStoreMoney();
  const cart = useCart(slug, currency);
  const { update, lines } = cart;
  const complete = store?.nextCursor === null;
  const limits = store?.merchant.orderLimits ?? null;

  const elsewhere = useMemo(() => {
    if (!store || complete) return [];
    const here = new Set(store.products.map((p) => p.id));
    return [...new Set(lines.map((l) => l.product.id).filter((id) => !here.has(id)))]
      .sort()
      .slice(0, MAX_LISTED_IDS);
  }, [store, complete, lines]);
  const refreshed = useQuery(cartProductsQueryOptions(slug, elsewhere));

  useEffect(() => {
    if (!store) return;
    // A line whose product is in neither list is gone only if a list that would hold it was read.
    const asked = new Set(refreshed.isSuccess ? elsewhere : []);
    const known = [...store.products, ...(refreshed.data?.products ?? [])];
    update((current) => {
      const next = reconcileCart(current, known, currency, {
        covers: (id) => complete || asked.has(id),
        limits,
      });
      return sameCart(current, next) ? current : next;
    });
  }, [store, complete, limits, update, refreshed.data, refreshed.isSuccess, elsewhere, currency]);

  /** A product card's control: the cart holds `quantity` of the product (0 removes it). */
  const setQuantity = useCallback(
    (product: TProduct, quantity: number) => {
      update((lines) => setCartQuantity(lines, product, quantity, limits));
    },
    [update, limits],
  );

  /** A cart line's quantity (`key`: lineKey), within the stock and the store's limits. */
  const setLineQuantityOf = useCallback(
    (key: string, quantity: number) => update((lines) => setLineQuantity(lines, key, quantity, limits)),
    [update, limits],
  );

  return { lines, update, setQuantity, setLineQuantity: setLineQuantityOf, limits };
}

export type ReconciledCart = ReturnType<typeof useReconciledCart>;
