import type { TFulfilment } from "#contracts/fulfilment";
import type { PaymentMethod } from "#contracts/payment-messages";
import type { CheckoutDetails } from "./checkout-details";

/**
 * What the checkout held when the shopper left for the payment page: the form, the choices and the
 * attempt (its request and Idempotency-Key). Back from the page (`?payment=cancelled`), after a full
 * page load, the checkout is as it was, and "Continue to Payment" resends the same attempt, so the
 * server gives the same order and its page again instead of a second order holding the same stock
 * (decision 0050). Kept in this tab's sessionStorage only: it goes with the tab.
 */
export interface PaymentTrip {
  details: CheckoutDetails;
  fulfilment: TFulfilment;
  paymentMethod: PaymentMethod;
  attempt: { request: string; key: string };
}

const keyOf = (slug: string) => `storelaunch:payment-trip:${slug}`;

/** Storage can be switched off or full: the trip is then not kept, and the checkout starts empty. */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveTrip(slug: string, trip: PaymentTrip) {
  try {
    storage()?.setItem(keyOf(slug), JSON.stringify(trip));
  } catch {
    // Full or refused: the shopper types the form again, as before.
  }
}

/** The trip to this store's payment page, if this tab made one and it is whole. */
export function readTrip(slug: string): PaymentTrip | null {
  try {
    const trip = JSON.parse(storage()?.getItem(keyOf(slug)) ?? "null") as PaymentTrip | null;
    return trip?.details && typeof trip.attempt?.key === "string" ? trip : null;
  } catch {
    return null;
  }
}

/** The order was placed and paid, or placed with cash: nothing to come back to. */
export function endTrip(slug: string) {
  try {
    storage()?.removeItem(keyOf(slug));
  } catch {
    // Nothing kept.
  }
}
