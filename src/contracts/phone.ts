/**
 * A customer's phone must be one a store can call: at least 7 digits, however it is written
 * ("+1 (212) 555-0199", "555 0100"). Kept apart from zod so the storefront's checkout can share it.
 */
export const MIN_PHONE_DIGITS = 7;

export const PHONE_DIGITS_MESSAGE = "Enter a phone number with at least 7 digits, so the store can call you";

export const hasEnoughPhoneDigits = (phone: string): boolean =>
  phone.replace(/\D/g, "").length >= MIN_PHONE_DIGITS;
