import type { TGetMicrositeResponse } from "#contracts/storefront";
import type { ReconciledCart } from "#web/features/storefront/hooks/use-reconciled-cart";
import { useStoreOrders } from "#web/features/storefront/hooks/use-store-orders";
import { CheckoutView } from "./checkout-view";
import { PrescriptionOrderView } from "./prescription-order-view";

/**
 * The two ways to order, with the state they keep (the customer's details, the delivery check, a
 * chosen prescription). Their code loads with the first of these views, not with the store's page;
 * once there, it stays mounted (showing nothing in other views) so that going back to the cart and
 * on to the checkout again keeps what the customer typed.
 */
export function OrderViews({
  slug,
  store,
  cart,
  shown,
  onPlaced,
  onContinue,
}: {
  slug: string;
  store: TGetMicrositeResponse;
  cart: ReconciledCart;
  shown: string;
  onPlaced: (order: { id: string; trackingCode: string }) => void;
  onContinue: () => void;
}) {
  const { checkout, prescription, delivery } = useStoreOrders({
    slug,
    store,
    cart,
    onPlaced,
    checkoutOpen: shown === "checkout",
  });
  if (shown === "checkout") {
    return (
      <CheckoutView
        lines={cart.lines}
        checkout={checkout}
        merchant={store.merchant}
        delivery={delivery}
        onContinue={onContinue}
      />
    );
  }
  if (shown === "prescription-order")
    return <PrescriptionOrderView form={prescription} delivery={delivery} trading={store.merchant} />;
  return null;
}
