import { toMinor } from "./money";

/**
 * An order line's total (issue 42: the same line totals everywhere): its unit price, options
 * included, times its quantity, in exact minor units of the currency. The server gives it with every view of an order's
 * lines (`lineTotal`) and its mails print it; no screen works it out again.
 */
export const lineTotalMinor = (line: { price: string; quantity: number }, currency: string): number =>
  toMinor(line.price, currency) * line.quantity;
