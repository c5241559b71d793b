import type { TAppliedDiscount } from "#contracts/discounts";
import type { TCheckDiscountInput } from "#contracts/orders";
import type { Db } from "#server/db/client";
import { requireDiscount } from "#server/modules/discounts/service";
import { phoneKey } from "#server/phones/phone-key";
import { requireOrderContext } from "./order-context";
import { priceCart } from "./place-order";

/**
 * The checkout's "Apply": the code checked against the cart as the order will check it, the cart
 * priced from the database. The fee is left out (it needs the address): the code's offer comes back,
 * and the order itself decides again, atomically, when it is placed.
 */
export async function checkDiscount(
  db: Db,
  slug: string,
  data: TCheckDiscountInput,
  now: number,
): Promise<TAppliedDiscount> {
  const { store, terms, products } = await requireOrderContext(
    db,
    slug,
    data.items.map((l) => l.productId),
    undefined,
  );
  const { subtotalMinor } = priceCart(data.items, products, store.money.currency);
  const discount = await requireDiscount(db, data.code, {
    merchantId: store.id,
    timeZone: terms.hours.timeZone,
    money: store.money,
    subtotalMinor,
    feeMinor: null,
    fulfilment: data.fulfilment,
    phoneKey: data.phone === null ? null : phoneKey(data.phone, store.country),
    now,
  });
  return {
    code: discount.code,
    kind: discount.kind,
    value: discount.value,
    minimumSubtotal: discount.minimumSubtotal,
  };
}
