/**
 * An amount as a person typed it, as the text the money helpers read: a leading currency sign ("$",
 * "₹") and a decimal comma (a phone's decimal keypad in many locales) taken as meant, and a half-typed
 * "3." or ".5" completed. Whether it is an amount is the caller's to check (amountOf, isAmountIn).
 */
export const plainAmount = (text: string): string =>
  text
    .trim()
    .replace(/^\p{Sc}\s*/u, "")
    .replace(",", ".")
    .replace(/^\./, "0.")
    .replace(/\.$/, "");
