/** What the customer types at checkout; kept apart from the checkout screen so that screen loads only when reached. */
export interface CheckoutDetails {
  name: string;
  phone: string;
  address: string;
  notes: string;
}

export const EMPTY_CHECKOUT: CheckoutDetails = { name: "", phone: "", address: "", notes: "" };

/** Name, phone and address must be non-empty (spec section 5). */
export const checkoutComplete = (details: CheckoutDetails) =>
  details.name.trim() !== "" && details.phone.trim() !== "" && details.address.trim() !== "";
