import { useState } from "react";
import { toast } from "#web/components/ui/use-toast";
import type { CartLine } from "#web/lib/cart-storage";
import { usePlaceOrder } from "../api/place-order";
import { toOrderItems } from "../utils/cart";
import { type CheckoutDetails, checkoutComplete, EMPTY_CHECKOUT } from "../utils/checkout-details";
import { toastOrderFailure } from "./order-failure";
import type { DeliveryCheck } from "./use-delivery-check";

/**
 * The checkout form's details and its submission: the order is placed with the cart's lines (the
 * server prices it), then the cart is emptied and `onPlaced` shows the order.
 */
export function useCheckout({
  slug,
  lines,
  clearCart,
  onPlaced,
  delivery,
}: {
  slug: string;
  lines: CartLine[];
  /** For a store with delivery zones: the check that must pass first. */
  delivery: DeliveryCheck | null;
  clearCart: () => void;
  onPlaced: (order: { id: string; trackingCode: string }) => void;
}) {
  const [details, setDetails] = useState<CheckoutDetails>(EMPTY_CHECKOUT);
  const placeOrder = usePlaceOrder();

  const submit = () => {
    if (!checkoutComplete(details) || lines.length === 0) return;
    if (delivery && !delivery.verified) {
      toast({ variant: "destructive", title: "Delivery Not Available", description: delivery.refusal });
      return;
    }
    const notes = details.notes.trim();
    placeOrder.mutate(
      {
        merchantSlug: slug,
        customer: { name: details.name.trim(), phone: details.phone.trim(), address: details.address.trim() },
        items: toOrderItems(lines),
        ...(notes ? { notes } : {}),
        ...(delivery?.verified ? { location: delivery.verified } : {}),
      },
      {
        onSuccess: (order) => {
          clearCart();
          setDetails((current) => ({ ...current, notes: "" }));
          onPlaced(order);
        },
        onError: (error) => toastOrderFailure("order", "Could not place your order", error),
      },
    );
  };

  return { details, setDetails, submit, submitting: placeOrder.isPending };
}
