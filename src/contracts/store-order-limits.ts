import type { TOrderLimits } from "./order-limits";

// The storefront's part of the order limits (decision 0042), apart from order-limits.ts: the
// dashboard imports that one too, and a module both bundles share becomes one more script for
// every store page to load (e2e/store-first-screen.e2e.ts counts them).

/** The limits a storefront needs to stop its quantity selector where the order would be refused. */
export type TStoreOrderLimits = Pick<TOrderLimits, "maxPerProduct" | "maxUnitsPerOrder">;

/**
 * The most of one product one order may take, by the limits alone (stock aside): the product's own
 * maximum, else the store's; never more than the order's units. The server refuses above it, and
 * the storefront's selector stops at it.
 */
export const productOrderMax = (product: { maxPerOrder: number | null }, limits: TStoreOrderLimits) =>
  Math.min(product.maxPerOrder ?? limits.maxPerProduct, limits.maxUnitsPerOrder);

/** The storefront's quantity selector, where it stops. */
export const STORE_ORDER_LIMIT_MESSAGES = {
  selectorPerProduct: (max: number) => `At most ${max} per order`,
  selectorUnits: (max: number) => `At most ${max} items per order`,
} as const;
