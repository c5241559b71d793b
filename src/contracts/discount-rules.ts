import { formatMoney, type TMoneyFormat, toMinor } from "./money";

/**
 * Discount codes' rules and words without zod (issue 31): the storefront's checkout, success and
 * tracking pages import these, and must not bring the request schemas (and zod) with them.
 */

export const DISCOUNT_KINDS = ["percent", "fixed", "free_delivery"] as const;
export type TDiscountKind = (typeof DISCOUNT_KINDS)[number];

export const DISCOUNT_LIMITS = { codeLength: 32, codesPerStore: 500, usageLimit: 1_000_000 } as const;

export const DISCOUNT_MESSAGES = {
  code: "Discount code is required",
  codeFormat: `A discount code may use letters, digits, - and _ only, up to ${DISCOUNT_LIMITS.codeLength} characters`,
  kind: 'kind must be "percent", "fixed" or "free_delivery"',
  percent: "A percentage must be more than 0 and at most 100",
  fixed: (money: TMoneyFormat) => `A fixed discount must be more than ${formatMoney(0, money)}`,
  time: "Start and end must be a date and time such as 2026-12-01T09:00 (in the store's time zone), or left empty",
  endBeforeStart: "The end must be after the start",
  usageLimit: `Usage limit must be a whole number from 1 to ${DISCOUNT_LIMITS.usageLimit}, or empty for no limit`,
  flag: (name: string) => `${name} must be true or false`,
  duplicate: (code: string) => `You already have a discount code "${code}"`,
  tooMany: `A store can have at most ${DISCOUNT_LIMITS.codesPerStore} discount codes`,
  notFound: "Discount code not found",
  deleted: "Discount code deleted",
  // The checkout's answers.
  checkoutCode: `Discount code must be at most ${DISCOUNT_LIMITS.codeLength} characters`,
  unknown: (code: string) => `"${code}" is not a valid discount code`,
  notActive: (code: string) => `The code "${code}" is not active`,
  notStarted: (code: string, when: string) => `The code "${code}" can be used from ${when}`,
  expired: (code: string, when: string) => `The code "${code}" expired on ${when}`,
  minimum: (code: string, missingMinor: number, minimum: string, money: TMoneyFormat) =>
    `Add ${formatMoney(missingMinor, money)} more to use "${code}" (minimum order ${formatMoney(minimum, money)})`,
  usedUp: (code: string) => `The code "${code}" has been used up`,
  alreadyUsed: (code: string) => `The code "${code}" has already been used with this phone number`,
  pickupOnly: (code: string) => `The code "${code}" gives free delivery: it does not apply to pickup orders`,
} as const;

/** A code the checkout may apply: enough to show its line before the order is placed. */
export interface TAppliedDiscount {
  /** As the store wrote it. */
  code: string;
  kind: TDiscountKind;
  value: string;
  minimumSubtotal: string;
}

/** A percentage's hundredths: "12.5" -> 1250, whatever the store's currency. */
export const percentHundredths = (value: string) => toMinor(value, "USD");

/**
 * What a code takes off, in the currency's minor units: a percentage or an amount off the subtotal (never more than it,
 * so the total never goes below the delivery fee, let alone zero), or the whole delivery fee. The
 * server prices the order with this; the checkout shows the same figure before it is placed.
 */
export function discountMinor(
  discount: Pick<TAppliedDiscount, "kind" | "value">,
  subtotalMinor: number,
  feeMinor: number,
  currency: string,
): number {
  switch (discount.kind) {
    case "percent":
      // Rounded to the currency's own unit: a yen, a cent, a fils.
      return Math.min(
        subtotalMinor,
        Math.round((subtotalMinor * percentHundredths(discount.value)) / 10_000),
      );
    case "fixed":
      return Math.min(subtotalMinor, toMinor(discount.value, currency));
    case "free_delivery":
      return feeMinor;
  }
}

/**
 * What stands between a code and this cart, as the checkout and the server both say it: a free
 * delivery code on a pickup, or a subtotal under the code's minimum (with the amount missing).
 */
export function discountCartProblem(
  discount: Pick<TAppliedDiscount, "code" | "kind" | "minimumSubtotal">,
  subtotalMinor: number,
  fulfilment: "delivery" | "pickup",
  money: TMoneyFormat,
): string | null {
  if (discount.kind === "free_delivery" && fulfilment === "pickup")
    return DISCOUNT_MESSAGES.pickupOnly(discount.code);
  const minimum = toMinor(discount.minimumSubtotal, money.currency);
  if (subtotalMinor < minimum)
    return DISCOUNT_MESSAGES.minimum(discount.code, minimum - subtotalMinor, discount.minimumSubtotal, money);
  return null;
}

/** The order's Discount line, wherever its amounts are listed: "Discount (WELCOME10)". */
export const discountLabel = (code: string | null) => (code ? `Discount (${code})` : "Discount");

/** "10% off", "$5.00 off", "Free delivery": the code's offer in a few words. */
export function describeDiscount(
  discount: Pick<TAppliedDiscount, "kind" | "value">,
  money: TMoneyFormat,
): string {
  if (discount.kind === "free_delivery") return "Free delivery";
  if (discount.kind === "fixed") return `${formatMoney(discount.value, money)} off`;
  return `${Number(discount.value)}% off`;
}
