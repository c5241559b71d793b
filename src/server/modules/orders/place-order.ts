import { effectivePriceCents, fromCents, MAX_AMOUNT_CENTS } from "#contracts/money";
import type { SlotStart } from "#contracts/order-slots";
import type { TPlaceOrderInput, TPlaceOrderResponse } from "#contracts/orders";
import type { ResolvedOption } from "#contracts/product-options";
import type { Db } from "#server/db/client";
import { AppError } from "#server/errors";
import type { EventBus } from "#server/events/event-bus";
import { announceStoreChange } from "#server/events/store-changes";
import type { IdempotentRequest } from "#server/idempotency/idempotency-key";
import { oncePerKey } from "#server/idempotency/once-per-key";
import { toNewOrderEvent, toPlacedOrderResponse } from "./mappers";
import { insertNewOrder, RETRY_MESSAGE, SlotFull, StockRefused } from "./new-order-rows";
import { requireOrderContext } from "./order-context";
import { announceNewOrder } from "./order-events";
import { priceDelivery, requireFulfilment, requireWhen, type StoreTerms, slotFullError } from "./order-terms";
import { findOrderProducts, type OrderProduct } from "./queries";
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

/**
 * Places a regular order for a public shopper, for delivery or pickup, now or in a slot. Prices, the
 * delivery fee and the total come from the database, never from the client. Every row (stock, customer, order, items, first status) is written
 * by one statement (insertNewOrder): any refusal or failure leaves nothing behind. Under an
 * `Idempotency-Key` already used for this order, nothing is placed: the first order's response is
 * given back (`replayed`).
 */
export async function placeOrder(
  db: Db,
  events: EventBus,
  data: TPlaceOrderInput,
  idempotent: IdempotentRequest | null = null,
  now: () => number = Date.now,
): Promise<{ response: TPlaceOrderResponse; replayed: boolean }> {
  return oncePerKey(db, idempotent, async (runner) => {
    const productIds = data.items.map((l) => l.productId);
    const at = now();
    const pickup = data.fulfilment === "pickup";
    const {
      store,
      terms,
      products: found,
      deliverTo,
    } = await requireOrderContext(runner, data.merchantSlug, productIds, pickup ? undefined : data.location);
    const merchantId = store.id;
    requireFulfilment(terms, data.fulfilment);
    const when = requireWhen(terms, data.scheduledFor, at);
    const zones = pickup ? null : deliverTo();
    const lines = priceLines([...data.items].sort(byProductId), found);
    const subtotalCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
    const { fee, delivery } = priceDelivery(terms, data.fulfilment, zones, data.location, subtotalCents);
    const totalCents = subtotalCents + fee;
    if (totalCents > MAX_AMOUNT_CENTS) throw new AppError("VALIDATION", PLACE_ORDER_MESSAGES.totalTooLarge);

    const rows = lines.map((line) => ({ ...line, price: fromCents(line.unitCents) }));
    const order = await insertNewOrder(
      runner,
      {
        merchantId,
        customer: data.customer,
        orderType: "regular",
        totalAmount: fromCents(totalCents),
        subtotal: fromCents(subtotalCents),
        deliveryFee: fromCents(fee),
        fulfilment: data.fulfilment,
        notes: data.notes,
        delivery,
        slot: when && { startsAt: new Date(when.slot.startsAt), cap: terms.scheduled.ordersPerSlot },
      },
      rows,
      "Order placed",
    ).catch(async (err) => {
      if (err instanceof SlotFull && when)
        throw slotFullError(terms, when.slot, await nextFreeSlot(runner, merchantId, terms, when), at);
      if (!(err instanceof StockRefused)) throw err;
      // Another order or the merchant changed a product since it was read: explain with its state now.
      throw new AppError(
        "CONFLICT",
        refusalNow(data.items, await findOrderProducts(runner, merchantId, productIds)),
      );
    });
    const placed = toPlacedOrderResponse(order, rows);
    // The stock it took shows on the store's pages: their cached copies go, and only theirs (the
    // marketplace and the zones show no stock).
    const afterCommit = async () => {
      await Promise.all([
        announceStoreChange(events, merchantId, "stock"),
        announceNewOrder(events, merchantId, toNewOrderEvent(placed)),
      ]);
    };
    return { response: placed, afterCommit };
  });
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

/** Each line with the product's name and current price; the first line that cannot be had refuses the order. */
export function priceLines(items: TPlaceOrderInput["items"], products: OrderProduct[]) {
  const found = new Map(products.map((p) => [p.id, p]));
  return items.map((line) => {
    const product = found.get(line.productId);
    if (!product) throw new AppError("CONFLICT", PLACE_ORDER_MESSAGES.productGone);
    const problem = stockProblem(product.name, product, line.quantity);
    if (problem) throw new AppError("CONFLICT", problem);
    return {
      productId: product.id,
      productName: product.name,
      quantity: line.quantity,
      unitCents: effectivePriceCents(product),
      options: [] as ResolvedOption[],
    };
  });
}

/** Why a refused order was refused, from the products' latest committed state. */
export function refusalNow(items: TPlaceOrderInput["items"], products: OrderProduct[]): string {
  const found = new Map(products.map((p) => [p.id, p]));
  for (const line of items) {
    const now = found.get(line.productId);
    const problem = now && stockProblem(now.name, now, line.quantity);
    if (!now || problem) return problem || PLACE_ORDER_MESSAGES.productGone;
  }
  // Nothing stands in the way any more (stock came back in between): ask the shopper to try again.
  return PLACE_ORDER_MESSAGES.retry;
}
