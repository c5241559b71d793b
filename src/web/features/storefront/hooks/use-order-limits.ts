import { createContext, useContext } from "react";
import type { TProduct } from "#contracts/catalog";
import { useT } from "#web/lib/i18n/page-language";
import { type CartLimits, limitNoteText, limitReached } from "../utils/cart";

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

/**
 * The selectors' notes on the store's limits in the page's language (issue 45 item 3): the
 * contract's STORE_ORDER_LIMIT_MESSAGES are English, for the server and the dashboard.
 * `noteFor`: the limit an order of `productUnits` of the product and `cartUnits` in all has reached
 * (limitReached), said in the page's language, or null.
 */
export function useLimitNotes() {
  const { limits } = useOrderLimits();
  const t = useT();
  return {
    noteFor: (product: TProduct, productUnits: number, cartUnits: number): string | null => {
      const reached = limitReached(limits, product, productUnits, cartUnits);
      return reached && limitNoteText(reached, t);
    },
  };
}
