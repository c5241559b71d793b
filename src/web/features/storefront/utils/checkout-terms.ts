import type { TFulfilment } from "#contracts/fulfilment";
import type { Translate } from "#contracts/i18n/format-message";
import { formatMoney, type TMoneyFormat, toMinor } from "#contracts/money";
import type { TDeliveryCheck } from "#contracts/zones";

/**
 * The words of the checkout's fulfilment, times and fees (issue 27), kept together for the tests: in
 * the page's language with its `t` (useT), English without. Money and times come formatted.
 */
export const TERMS_TEXT = {
  pickUpAt: (address: string, t: Translate) => t("checkout.pickUpAt", { address }),
  pickupAt: (address: string, t: Translate) => t("checkout.pickupAt", { address }),
  readyAt: (when: string, t: Translate) => t("checkout.readyAt", { when }),
  scheduledFor: (when: string, t: Translate) => t("checkout.scheduledFor", { when }),
  freeDelivery: (missing: number, money: TMoneyFormat, t: Translate) =>
    t("checkout.freeDeliveryMissing", { amount: formatMoney(missing, money) }),
  minimum: (minimum: number, missing: number, money: TMoneyFormat, t: Translate) =>
    t("checkout.minimumMissing", {
      minimum: formatMoney(minimum, money),
      missing: formatMoney(missing, money),
    }),
  chooseTime: (t: Translate) => t("checkout.chooseTime"),
  feeUnknown: (t: Translate) => t("checkout.feeUnknown"),
  free: (t: Translate) => t("checkout.free"),
} as const;

/** What the checkout's summary shows, in minor units of the store's currency. The server decides the order's own amounts. */
export interface CheckoutAmounts {
  subtotal: number;
  /** null: known once the delivery check has passed (a store with zones). */
  fee: number | null;
  total: number;
  /** What is missing to reach the zone's free delivery, while there is a fee to save. */
  freeDeliveryMissing: number | null;
  /** The zone's minimum, while the subtotal is under it: the order cannot go. */
  belowMinimum: { minimum: number; missing: number } | null;
  /** An applied discount code and what it takes off (issue 31); absent: none. */
  discount?: { code: string; minor: number };
}

/**
 * The checkout's amounts: a pickup costs nothing to deliver; a store without zones charges its
 * store-wide fee; a store with zones the fee its delivery check answered for this subtotal.
 */
export function checkoutAmounts({
  subtotal,
  fulfilment,
  storeFee,
  zoned,
  check,
  currency,
}: {
  subtotal: number;
  fulfilment: TFulfilment;
  /** The merchant's fee for a store without zones. */
  storeFee: string;
  /** The store delivers to drawn zones only. */
  zoned: boolean;
  /** The delivery check that passed, for a store with zones (else null). */
  check: TDeliveryCheck | null;
  /** The store's currency: the fees are decimal strings in it. */
  currency: string;
}): CheckoutAmounts {
  const none = { freeDeliveryMissing: null, belowMinimum: null };
  if (fulfilment === "pickup") return { subtotal, fee: 0, total: subtotal, ...none };
  if (!zoned) {
    const fee = toMinor(storeFee || "0", currency);
    return { subtotal, fee, total: subtotal + fee, ...none };
  }
  if (!check?.allowed) return { subtotal, fee: null, total: subtotal, ...none };
  // Each price may be missing: a zone without one (or an answer from before issue 27) adds nothing.
  const fee = check.fee ? toMinor(check.fee, currency) : 0;
  const freeOver = check.freeDeliveryOver ? toMinor(check.freeDeliveryOver, currency) : null;
  const minimum = check.minimumOrder ? toMinor(check.minimumOrder, currency) : 0;
  const belowMinimum = subtotal < minimum ? { minimum, missing: minimum - subtotal } : null;
  return {
    subtotal,
    fee,
    total: subtotal + fee,
    // Under the minimum, what the order needs first is said instead.
    freeDeliveryMissing:
      !belowMinimum && fee > 0 && freeOver !== null && subtotal < freeOver ? freeOver - subtotal : null,
    belowMinimum,
  };
}
