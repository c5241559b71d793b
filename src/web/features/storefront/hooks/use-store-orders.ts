import type { TGetMicrositeResponse } from "#contracts/storefront";
import { useCheckout } from "./use-checkout";
import { useDeliveryCheck } from "./use-delivery-check";
import { usePrescriptionOrder } from "./use-prescription-order";
import type { ReconciledCart } from "./use-reconciled-cart";

/**
 * The store's two ways to order, the cart's checkout and a prescription, with the delivery check
 * both must pass when the store delivers to drawn zones only. A placed order goes to `onPlaced`;
 * the checkout empties the cart first.
 */
export function useStoreOrders({
  slug,
  store,
  cart,
  onPlaced,
}: {
  slug: string;
  store: TGetMicrositeResponse | null | undefined;
  cart: Pick<ReconciledCart, "lines" | "update">;
  onPlaced: (order: { id: string; trackingCode: string }) => void;
}) {
  const deliveryCheck = useDeliveryCheck(slug);
  const delivery = store?.hasDeliveryZones ? deliveryCheck : null;
  const prescription = usePrescriptionOrder({ delivery, slug, onPlaced });
  const checkout = useCheckout({
    delivery,
    slug,
    lines: cart.lines,
    clearCart: () => cart.update(() => []),
    onPlaced,
  });
  return { delivery, prescription, checkout };
}

export type StoreOrders = ReturnType<typeof useStoreOrders>;
