import { useState } from "react";
import { toast } from "#web/components/ui/use-toast";
import type { CartLine } from "#web/lib/cart-storage";
import { usePlaceOrder } from "../api/place-order";
import { toOrderItems } from "../utils/cart";
import { type CheckoutDetails, checkoutComplete, EMPTY_CHECKOUT } from "../utils/checkout-details";
import { toastOrderFailure } from "./order-failure";
import { useAttemptKey } from "./use-attempt-key";
import type { DeliveryCheck } from "./use-delivery-check";

/**
 * The checkout form's details and its submission: the order is placed with the cart's lines (the
 * server prices it), then the cart is emptied and `onPlaced` shows the order. A resend of an
 * unchanged order goes under the same Idempotency-Key (useAttemptKey).
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
  const attempt = useAttemptKey();

  const submit = () => {
    if (!checkoutComplete(details) || lines.length === 0) return;
    if (delivery && !delivery.verified) {
      toast({ variant: "destructive", title: "Delivery Not Available", description: delivery.refusal });
      return;
    }
    const notes = details.notes.trim();
    const order = {
      merchantSlug: slug,
      customer: { name: details.name.trim(), phone: details.phone.trim(), address: details.address.trim() },
      items: toOrderItems(lines),
      ...(notes ? { notes } : {}),
      ...(delivery?.verified ? { location: delivery.verified } : {}),
    };
    placeOrder.mutate(
      { order, idempotencyKey: attempt.keyFor(order) },
      {
        onSuccess: (placed) => {
          attempt.placed();
          clearCart();
          setDetails((current) => ({ ...current, notes: "" }));
          onPlaced(placed);
        },
        onError: (error) => toastOrderFailure("order", "Could not place your order", error),
      },
    );
  };

  return { details, setDetails, submit, submitting: placeOrder.isPending };
}
