import { DISCOUNT_MESSAGES } from "#contracts/discounts";
import { fromMinor, maxMinor, toDecimalString } from "#contracts/money";
import { HOLD_WINDOW_MS } from "#contracts/order-limits";
import type { SlotStart } from "#contracts/order-slots";
import type { TPlaceOrderInput, TPlaceOrderResponse } from "#contracts/orders";
import {
  INR_ONLY_METHODS,
  PAYMENT_MESSAGES,
  type PaymentMethod,
  paidOnProviderPage,
} from "#contracts/payments";
import {
  choiceKey,
  type ResolvedOption,
  resolveChoice,
  type TProductOption,
  unitPriceMinor,
} from "#contracts/product-options";
import { pickLanguage } from "#contracts/shopper-language";
import type { Db, Tx } from "#server/db/client";
import { AppError } from "#server/errors";
import type { EventBus } from "#server/events/event-bus";
import { announceStoreChange } from "#server/events/store-changes";
import type { IdempotentRequest } from "#server/idempotency/idempotency-key";
import { oncePerKey } from "#server/idempotency/once-per-key";
import { refused as refusedCode, requireDiscount, toOrderDiscount } from "#server/modules/discounts/service";
import {
  type CardCheckout,
  keepUpiLink,
  NO_PAYMENT_PROVIDERS,
  openOrderPayment,
  type SessionStore,
  takesMethodNow,
} from "#server/modules/payments/service";
import { phoneKey } from "#server/phones/phone-key";
import { toNewOrderEvent, toPlacedOrderResponse } from "./mappers";
import {
  DiscountAlreadyUsed,
  DiscountUsedUp,
  HoldShareRefused,
  insertNewOrder,
  RETRY_MESSAGE,
  SlotFull,
  StockRefused,
} from "./new-order-rows";
import { requireOrderContext } from "./order-context";
import { announceNewOrder } from "./order-events";
import { holderKeyOf, holdShareApplies, requireHoldShare, requireWithinOrderLimits } from "./order-holds";
import { priceDelivery, requireFulfilment, requireWhen, type StoreTerms, slotFullError } from "./order-terms";
import { findOrderProducts, findOrderStoreId, type OrderProduct } from "./queries";
import { slotsWithRoom } from "./slot-queries";

export const PLACE_ORDER_MESSAGES = {
  productGone: "A product in your cart is no longer available. Please review your cart.",
  unavailable: (name: string) => `"${name}" is no longer available`,
  outOfStock: (name: string) => `"${name}" is out of stock`,
  onlyLeft: (name: string, left: number) => `"${name}" has only ${left} left`,
  totalTooLarge: "The order total is too large",
  retry: RETRY_MESSAGE,
} as const;

/** Why `requested` units cannot be had, or null when they can (untracked stock never runs out). */
export function stockProblem(
  name: string,
  product: { quantity: number | null; isAvailable: boolean },
  requested: number,
): string | null {
  if (!product.isAvailable) return PLACE_ORDER_MESSAGES.unavailable(name);
  if (product.quantity === null || product.quantity >= requested) return null;
  return product.quantity <= 0
    ? PLACE_ORDER_MESSAGES.outOfStock(name)
    : PLACE_ORDER_MESSAGES.onlyLeft(name, product.quantity);
}

/** The order in which an order's lines lock their product rows, so two carts never deadlock. */
export const byProductId = (a: { productId: string }, b: { productId: string }) =>
  a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0;

/** Lines by product, then by choice: the same cart always lists (and locks) in the same order. */
export const byLine = (
  a: { productId: string; optionIds: readonly string[] },
  b: { productId: string; optionIds: readonly string[] },
) => {
  const x = choiceKey(a.productId, a.optionIds);
  const y = choiceKey(b.productId, b.optionIds);
  return byProductId(a, b) || (x < y ? -1 : x > y ? 1 : 0);
};

/**
 * Places a regular order for a public shopper, for delivery or pickup, now or in a slot. Prices, the
 * delivery fee and the total come from the database, never from the client. Every row (stock, customer, order, items, first status) is written
 * by one statement (insertNewOrder): any refusal or failure leaves nothing behind. Under an
 * `Idempotency-Key` already used for this order, nothing is placed: the first order's response is
 * given back (`replayed`).
 *
 * Paid by card (issue 41, decision 0050), the order is written the same way but `awaiting_payment`,
 * without ringing the store or mailing anyone (that waits for the payment: settle-payment.ts); then,
 * committed, its hosted payment page is made (or, for a resend, given back) and its address answered
 * in `payment.redirectUrl`. A provider that fails leaves the order awaiting payment and answers 503:
 * the same request resent under its key tries the page again for the same order.
 */
export async function placeOrder(
  db: Db,
  events: EventBus,
  data: TPlaceOrderInput,
  idempotent: IdempotentRequest | null,
  now: () => number,
  mailBaseUrl: string | null,
  clientIp: string,
  /** The server's card providers and the shopper's origin (where the payment page returns). */
  card: Omit<CardCheckout, "now"> | null = null,
): Promise<{ response: TPlaceOrderResponse; replayed: boolean }> {
  const placed = await placeOrderRows(db, events, data, idempotent, now, mailBaseUrl, clientIp, card);
  if (!paidOnProviderPage(placed.response.payment.method) || !card) return placed;
  const merchantId = await findOrderStoreId(db, data.merchantSlug, placed.response.id);
  const redirectUrl = await openOrderPayment(db, { ...card, now: now() }, merchantId, placed.response.id);
  const payment = { ...placed.response.payment, redirectUrl };
  return { ...placed, response: { ...placed.response, payment } };
}

/** Why a store refuses a way of paying now, or null when it takes it. */
function methodRefused(
  method: PaymentMethod,
  store: SessionStore,
  card: Omit<CardCheckout, "now"> | null,
): string | null {
  if (takesMethodNow(method, store, card?.settings ?? NO_PAYMENT_PROVIDERS)) return null;
  // An INR-only method asked of a store in another currency: the reason is the currency.
  if (INR_ONLY_METHODS.includes(method) && store.currency !== "INR") return PAYMENT_MESSAGES.inrOnly;
  return PAYMENT_MESSAGES.methodNotOffered(method);
}

async function placeOrderRows(
  db: Db,
  events: EventBus,
  data: TPlaceOrderInput,
  idempotent: IdempotentRequest | null,
  now: () => number,
  mailBaseUrl: string | null,
  /** The client's address (request.ip): with the phone, who holds the order's units. */
  clientIp: string,
  card: Omit<CardCheckout, "now"> | null,
): Promise<{ response: TPlaceOrderResponse; replayed: boolean }> {
  return oncePerKey(db, idempotent, async (runner) => {
    const productIds = data.items.map((l) => l.productId);
    const at = now();
    const pickup = data.fulfilment === "pickup";
    const {
      store,
      terms,
      limits,
      products: found,
      deliverTo,
    } = await requireOrderContext(runner, data.merchantSlug, productIds, pickup ? undefined : data.location);
    const merchantId = store.id;
    // Before anything else about the cart: a store that takes only cards never takes an unpaid order.
    const refusedMethod = methodRefused(data.paymentMethod, store.payments, card);
    if (refusedMethod) throw new AppError("CONFLICT", refusedMethod);
    // Paid on a provider's page (card, Razorpay): kept from the merchant until the money is there.
    const byCard = paidOnProviderPage(data.paymentMethod);
    requireFulfilment(terms, data.fulfilment);
    const when = requireWhen(terms, data.scheduledFor, at);
    const zones = pickup ? null : deliverTo();
    requireWithinOrderLimits(data.items, found, limits);
    const { currency } = store.money;
    const { lines, subtotalMinor } = priceCart(data.items, found, currency);
    // Who the customer is, however they wrote their number (decision 0049).
    const customer = { ...data.customer, phoneKey: phoneKey(data.customer.phone, store.country) };
    const { fee, delivery } = priceDelivery(terms, data.fulfilment, zones, data.location, subtotalMinor);
    // A code is checked against this cart: its subtotal, fee, fulfilment and phone (issue 31).
    const discount = data.discountCode
      ? await requireDiscount(runner, data.discountCode, {
          merchantId,
          timeZone: terms.hours.timeZone,
          money: store.money,
          subtotalMinor,
          feeMinor: fee,
          fulfilment: data.fulfilment,
          phoneKey: customer.phoneKey,
          now: at,
        })
      : null;
    const totalMinor = subtotalMinor + fee - (discount?.minor ?? 0);
    // The subtotal too: a code can take most of it off, but it is stored (and so is each line's price).
    if (Math.max(subtotalMinor, totalMinor) > maxMinor(currency))
      throw new AppError("VALIDATION", PLACE_ORDER_MESSAGES.totalTooLarge);

    const rows = lines.map((line) => ({ ...line, price: fromMinor(line.unitMinor, currency) }));
    const holderKey = holderKeyOf(customer.phoneKey, clientIp);
    // The hold share is judged by the order's own statement, under its products' locks (decision
    // 0042; issue 44: no longer in a transaction of its own around it).
    const holdShare = holdShareApplies(found, limits.holdSharePercent)
      ? { percent: limits.holdSharePercent, since: new Date(at - HOLD_WINDOW_MS) }
      : null;
    const order = await insertNewOrder(
      runner,
      {
        merchantId,
        placedAt: new Date(at),
        customer,
        orderType: "regular",
        currency,
        language: pickLanguage(store, { query: data.language }),
        totalAmount: fromMinor(totalMinor, currency),
        subtotal: fromMinor(subtotalMinor, currency),
        deliveryFee: fromMinor(fee, currency),
        fulfilment: data.fulfilment,
        notes: data.notes,
        delivery,
        slot: when && { startsAt: new Date(when.slot.startsAt), cap: terms.scheduled.ordersPerSlot },
        discount: discount && toOrderDiscount(discount),
        holderKey,
        holdShare,
        mailBaseUrl,
        paymentMethod: data.paymentMethod,
      },
      rows,
      "Order placed",
    ).catch(async (err) => {
      // The code's last use, or this phone's one use, went to another order after it was checked:
      // the order is refused rather than charged the full price by surprise.
      if (err instanceof DiscountUsedUp && discount)
        throw refusedCode("CONFLICT", DISCOUNT_MESSAGES.usedUp(discount.code));
      if (err instanceof DiscountAlreadyUsed && discount)
        throw refusedCode("CONFLICT", DISCOUNT_MESSAGES.alreadyUsed(discount.code));
      if (err instanceof HoldShareRefused)
        throw await holdShareRefusal(runner, {
          merchantId,
          holderKey,
          items: data.items,
          products: found,
          percent: limits.holdSharePercent,
          at,
        });
      if (err instanceof SlotFull && when)
        throw slotFullError(terms, when.slot, await nextFreeSlot(runner, merchantId, terms, when), at);
      if (!(err instanceof StockRefused)) throw err;
      // Another order or the merchant changed a product since it was read: explain with its state now.
      throw new AppError(
        "CONFLICT",
        refusalNow(data.items, await findOrderProducts(runner, merchantId, productIds), currency),
      );
    });
    // A UPI order's link to the store's own ID, for exactly its total (issue 46), kept with it.
    const upiUrl =
      data.paymentMethod === "upi"
        ? await keepUpiLink(runner, store.payments, { ...order, merchantId })
        : null;
    const placed = toPlacedOrderResponse(
      order,
      rows,
      data.paymentMethod === "cash"
        ? undefined
        : { method: data.paymentMethod, status: "awaiting_payment", redirectUrl: null, upiUrl },
    );
    // The stock it took shows on the store's pages: their cached copies go, and only theirs (the
    // marketplace and the zones show no stock). A card order rings the store once it is paid.
    const afterCommit = async () => {
      await Promise.all([
        announceStoreChange(events, merchantId, "stock"),
        byCard ? null : announceNewOrder(events, merchantId, toNewOrderEvent(placed)),
      ]);
    };
    return { response: placed, afterCommit };
  });
}

/**
 * Why the statement refused the hold share, in the words of the limit (order-holds.ts reads it again
 * under the products' locks); a retry when it no longer refuses (the holder's orders changed since).
 */
async function holdShareRefusal(runner: Db | Tx, order: Parameters<typeof requireHoldShare>[1]) {
  try {
    await runner.transaction((tx) => requireHoldShare(tx, order));
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  return new AppError("CONFLICT", PLACE_ORDER_MESSAGES.retry);
}

/** The first slot after a full one that still has room (the store's cap, as the order saw it). */
async function nextFreeSlot(
  db: Parameters<typeof slotsWithRoom>[0],
  merchantId: string,
  terms: StoreTerms,
  when: { slot: SlotStart; slots: SlotStart[] },
): Promise<SlotStart | null> {
  const later = when.slots.filter((s) => s.startsAt > when.slot.startsAt);
  const hasRoom = await slotsWithRoom(db, merchantId, later, terms.scheduled.ordersPerSlot);
  return later.find(hasRoom) ?? null;
}

/** A line as the order prices it: the server's unit price, the picks' copy and the variant it takes. */
export interface PricedLine {
  productId: string;
  productName: string;
  quantity: number;
  /** The product's effective price plus the picks' price changes, in the store's minor units. */
  unitMinor: number;
  options: ResolvedOption[];
  /** The chosen option of the group that tracks stock, whose units the line takes; null for none. */
  variantId: string | null;
}

/**
 * The cart's lines priced from the database and their subtotal. They are checked in the order they
 * lock their rows (byLine: the same cart is refused with the same words), and come back in the
 * cart's order, which the order keeps for every view of its lines (issue 42).
 */
export function priceCart(items: TPlaceOrderInput["items"], products: OrderProduct[], currency: string) {
  const locking = items.map((item, position) => ({ item, position })).sort((a, b) => byLine(a.item, b.item));
  const priced = priceLines(
    locking.map(({ item }) => item),
    products,
    currency,
  );
  const lines: PricedLine[] = new Array(items.length);
  locking.forEach(({ position }, i) => {
    lines[position] = priced[i]!;
  });
  return { lines, subtotalMinor: lines.reduce((sum, line) => sum + line.unitMinor * line.quantity, 0) };
}

/**
 * Each line with the product's name and current price, its options decided by `resolveChoice` (the
 * rule the product page applies): a choice it refuses is a 400 naming the group; a product that is
 * gone or hidden, or stock that does not cover the cart, a 409 (stockShortfall).
 */
export function priceLines(
  items: TPlaceOrderInput["items"],
  products: OrderProduct[],
  /** The store's currency: prices and option changes are read in its minor units. */
  currency: string,
): PricedLine[] {
  const found = new Map(products.map((p) => [p.id, p]));
  const chosen = items.map((line) => {
    const product = found.get(line.productId);
    if (!product) throw new AppError("CONFLICT", PLACE_ORDER_MESSAGES.productGone);
    if (!product.isAvailable) throw new AppError("CONFLICT", PLACE_ORDER_MESSAGES.unavailable(product.name));
    const choice = resolveChoice(product, line.optionIds, currency);
    if (!choice.ok) throw new AppError("VALIDATION", choice.message);
    return { product, quantity: line.quantity, choice };
  });
  const problem = stockShortfall(chosen);
  if (problem) throw new AppError("CONFLICT", problem);
  return chosen.map(({ product, quantity, choice }) => ({
    productId: product.id,
    productName: product.name,
    quantity,
    unitMinor: unitPriceMinor(product, choice.deltaMinor, currency),
    // The order keeps its own copy of the picks, their changes as the currency writes them ("3.00").
    options: choice.options.map((option) => ({
      ...option,
      priceDelta: toDecimalString(option.priceDelta, currency),
    })),
    variantId: choice.variant?.id ?? null,
  }));
}

/** How a variant is named where its own stock is short: `Tee (M)`. */
export const variantLabel = (productName: string, variantName: string) => `${productName} (${variantName})`;

/**
 * The first stock the cart asks more of than there is, or null. Demand is summed over the cart, as
 * the order's statement takes it: the product's over all its lines (two sizes of one pizza), and each
 * variant's over the lines that chose it (a Large with cheese and a plain Large). A variant's
 * shortage is named first: it is what the shopper can act on ("Tee (M)" has only 2 left).
 */
function stockShortfall(
  lines: { product: OrderProduct; quantity: number; choice: { variant: TProductOption | null } }[],
): string | null {
  const demand = new Map<
    string,
    {
      product: OrderProduct;
      units: number;
      variants: Map<string, { variant: TProductOption; units: number }>;
    }
  >();
  for (const { product, quantity, choice } of lines) {
    const seen = demand.get(product.id) ?? { product, units: 0, variants: new Map() };
    seen.units += quantity;
    const { variant } = choice;
    if (variant) {
      const wanted = seen.variants.get(variant.id) ?? { variant, units: 0 };
      wanted.units += quantity;
      seen.variants.set(variant.id, wanted);
    }
    demand.set(product.id, seen);
  }
  for (const { product, units, variants } of demand.values()) {
    for (const { variant, units: wanted } of variants.values()) {
      const problem = stockProblem(variantLabel(product.name, variant.name), variant, wanted);
      if (problem) return problem;
    }
    const problem = stockProblem(product.name, product, units);
    if (problem) return problem;
  }
  return null;
}

/**
 * Why a refused order was refused, from the products' latest committed state: the same rules as
 * priceLines, so the message is the one the shopper would get placing it now.
 */
export function refusalNow(
  items: TPlaceOrderInput["items"],
  products: OrderProduct[],
  currency: string,
): string {
  try {
    priceLines(items, products, currency);
  } catch (err) {
    if (err instanceof AppError) return err.message;
    throw err;
  }
  // Nothing stands in the way any more (stock came back in between): ask the shopper to try again.
  return PLACE_ORDER_MESSAGES.retry;
}
