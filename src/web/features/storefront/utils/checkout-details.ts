import { hasEnoughPhoneDigits, PHONE_DIGITS_MESSAGE } from "#contracts/phone";

/** What the customer types at checkout; kept apart from the checkout screen so that screen loads only when reached. */
export interface CheckoutDetails {
  name: string;
  phone: string;
  address: string;
  /** Optional: the order's confirmation and status changes are mailed there. */
  email: string;
  notes: string;
}

export const EMPTY_CHECKOUT: CheckoutDetails = { name: "", phone: "", address: "", email: "", notes: "" };

export const CHECKOUT_HINTS = {
  phone: PHONE_DIGITS_MESSAGE,
  address: "Enter your full address: street, number and area, not a single word",
  email: "Please enter a valid email address",
} as const;

type Hinted = "phone" | "address" | "email";

/** The address to mail, when one is given; the server checks it again. */
export function customerEmail(details: CheckoutDetails): { email?: string } {
  const email = details.email.trim();
  return email ? { email } : {};
}

/**
 * What is wrong with the phone and address, field by field (empty when they will do). A courier
 * needs a number that can ring and an address they can find: "home" or "1234" will not do.
 */
export function checkoutHints(details: CheckoutDetails): Partial<Record<Hinted, string>> {
  const hints: Partial<Record<Hinted, string>> = {};
  if (!hasEnoughPhoneDigits(details.phone)) hints.phone = CHECKOUT_HINTS.phone;
  if (!/\S\s+\S/.test(details.address.trim())) hints.address = CHECKOUT_HINTS.address;
  const email = details.email.trim();
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) hints.email = CHECKOUT_HINTS.email;
  return hints;
}

/**
 * Name, phone and address given (spec section 5), and the phone and address usable (and the email,
 * when there is one). A pickup order
 * (`withAddress` false) needs no address.
 */
export function checkoutComplete(details: CheckoutDetails, withAddress = true): boolean {
  const hints = checkoutHints(details);
  return details.name.trim() !== "" && !hints.phone && !hints.email && (!withAddress || !hints.address);
}
