import { fromMinor } from "#contracts/money";
import type { TGetMicrositeResponse } from "#contracts/storefront";
import { cartTotalMinor } from "../utils/cart";
import { useCheckout } from "./use-checkout";
import { useDeliveryCheck } from "./use-delivery-check";
import { usePrescriptionOrder } from "./use-prescription-order";
import type { ReconciledCart } from "./use-reconciled-cart";

/**
 * The store's two ways to order, the cart's checkout and a prescription, with the delivery check
 * both must pass when the store delivers to drawn zones only (priced for the cart's subtotal). A
 * placed order goes to `onPlaced`; the checkout empties the cart first.
 */
export function useStoreOrders({
  slug,
  store,
  cart,
  onPlaced,
  checkoutOpen,
}: {
  slug: string;
  store: TGetMicrositeResponse;
  cart: Pick<ReconciledCart, "lines" | "update">;
  onPlaced: (order: { id: string; trackingCode: string }) => void;
  /** The checkout is on screen. */
  checkoutOpen: boolean;
}) {
  const { currency } = store.merchant;
  const deliveryCheck = useDeliveryCheck(slug, fromMinor(cartTotalMinor(cart.lines, currency), currency));
  const delivery = store.hasDeliveryZones ? deliveryCheck : null;
  const prescription = usePrescriptionOrder({ delivery, slug, onPlaced, store: store.merchant });
  const checkout = useCheckout({
    delivery,
    slug,
    lines: cart.lines,
    clearCart: () => cart.update(() => []),
    onPlaced,
    merchant: store.merchant,
    open: checkoutOpen,
  });
  return { delivery, prescription, checkout };
}
