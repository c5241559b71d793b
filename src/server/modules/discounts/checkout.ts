import {
  DISCOUNT_MESSAGES,
  discountCartProblem,
  discountMinor,
  type TAppliedDiscount,
} from "#contracts/discounts";
import type { TFulfilment } from "#contracts/fulfilment";
import { fromMinor, type TMoneyFormat, toDecimalString } from "#contracts/money";
import { storeDateTime } from "#contracts/trading-hours";
import type { Db, Tx } from "#server/db/client";
import { AppError } from "#server/errors";
import { phoneHoldsUse } from "./checkout-queries";
import { discountState, discountValueText } from "./mappers";
import { findDiscountByCode } from "./queries";

/** The checkout's view of an order, as far as a code's rules look at it. */
export interface DiscountCart {
  merchantId: string;
  /** The store's time zone: the dates in a code's messages are the store's. */
  timeZone: string;
  /** The store's currency and locale: amounts below are its minor units, messages write its money. */
  money: TMoneyFormat;
  subtotalMinor: number;
  /** The delivery fee; null when not known yet (a check before the address is given). */
  feeMinor: number | null;
  fulfilment: TFulfilment;
  /**
   * The phone's key (`phoneKey`, read in the store's country), which a once-per-customer code is
   * held by; null: no phone given yet (the rule is then left to the order).
   */
  phoneKey: string | null;
  now: number;
}

/** A code the order takes, as the order's statement writes it. */
export interface OrderDiscount {
  id: string;
  /** As the store wrote it. */
  code: string;
  amount: string;
  /** Set for a once-per-customer code: the phone's key, which may hold one use at a time. */
  phoneKey: string | null;
}

/**
 * A refusal of the code, naming the order's `discountCode` field as a zod issue would, so the checkout
 * shows it at the code (and can tell it from a refusal of the cart).
 */
export const refused = (code: "VALIDATION" | "CONFLICT", message: string) =>
  new AppError(code, message, { details: { issues: [{ path: ["discountCode"], message }] } });

/**
 * The code `typed` for this cart, or a 400/409 saying why not. A code of another store is unknown
 * here (only this store's codes are read). What it takes off is decided by `discountMinor`, the
 * rule the checkout shows.
 */
export async function requireDiscount(
  db: Db | Tx,
  typed: string,
  cart: DiscountCart,
): Promise<TAppliedDiscount & { id: string; minor: number; currency: string; phoneKey: string | null }> {
  const row = await findDiscountByCode(db, cart.merchantId, typed);
  if (!row) throw refused("VALIDATION", DISCOUNT_MESSAGES.unknown(typed));
  const code = row.code;
  // Where the code stands is the rule the Discounts screen's badge shows; the cart is judged before
  // the limit, so a shopper short of the minimum hears of the minimum.
  const state = discountState(row, cart.now);
  if (state === "inactive") throw refused("VALIDATION", DISCOUNT_MESSAGES.notActive(code));
  if (state === "scheduled")
    throw refused(
      "VALIDATION",
      DISCOUNT_MESSAGES.notStarted(code, storeDateTime(row.startsAt!, cart.timeZone, cart.money.locale)),
    );
  if (state === "expired")
    throw refused(
      "VALIDATION",
      DISCOUNT_MESSAGES.expired(code, storeDateTime(row.endsAt!, cart.timeZone, cart.money.locale)),
    );
  const { currency } = cart.money;
  // The row's amounts as the currency writes them (the database sends "12.500" for "12.50").
  const minimumSubtotal = toDecimalString(row.minimumSubtotal, currency);
  const problem = discountCartProblem(
    { ...row, minimumSubtotal },
    cart.subtotalMinor,
    cart.fulfilment,
    cart.money,
  );
  if (problem) throw refused("VALIDATION", problem);
  if (state === "used_up") throw refused("CONFLICT", DISCOUNT_MESSAGES.usedUp(code));
  const phoneKey = row.oncePerCustomer ? cart.phoneKey : null;
  if (phoneKey !== null && (await phoneHoldsUse(db, cart.merchantId, row.id, phoneKey)))
    throw refused("CONFLICT", DISCOUNT_MESSAGES.alreadyUsed(code));
  const applied = { code, kind: row.kind, value: discountValueText(row, currency), minimumSubtotal };
  return {
    ...applied,
    id: row.id,
    minor: discountMinor(applied, cart.subtotalMinor, cart.feeMinor ?? 0, currency),
    currency,
    phoneKey,
  };
}

/** The code as the order's statement takes it. */
export const toOrderDiscount = (d: Awaited<ReturnType<typeof requireDiscount>>): OrderDiscount => ({
  id: d.id,
  code: d.code,
  amount: fromMinor(d.minor, d.currency),
  phoneKey: d.phoneKey,
});
