import { createContext, useContext } from "react";
import type { CartLimits } from "../utils/cart";

/**
 * The store's limits on one order (issue 40), from its answer, for every quantity selector of its
 * pages (cards, the product page, the cart) without passing them through each view. null until
 * the store's answer is here: the server still refuses what the limits refuse. `cartUnits`: the
 * units the whole cart holds (a product card sees only its own lines).
 */
const OrderLimitsContext = createContext<{ limits: CartLimits; cartUnits: number }>({
  limits: null,
  cartUnits: 0,
});

export const OrderLimitsProvider = OrderLimitsContext.Provider;

export const useOrderLimits = () => useContext(OrderLimitsContext);
