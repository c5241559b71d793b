import { effectivePriceCents, fromCents, MAX_AMOUNT_CENTS } from "#contracts/money";
import type { TPlaceOrderInput, TPlaceOrderResponse } from "#contracts/orders";
import type { Db, Tx } from "#server/db/client";
import { AppError } from "#server/errors";
import type { EventBus } from "#server/events/event-bus";
import { announceStoreChange } from "#server/events/store-changes";
import { requirePublicStore } from "#server/modules/storefront/service";
import { requireDeliverable } from "#server/modules/zones/service";
import { toNewOrderEvent, toPlacedOrderResponse } from "./mappers";
import { insertNewOrder, RETRY_MESSAGE } from "./new-order-rows";
import { announceNewOrder } from "./order-events";
import { findOrderProducts, findProductStock, insertOrderItems, takeStock } from "./queries";

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

/** The order in which an order's lines lock their product rows (see placeInTransaction). */
export const byProductId = (a: { productId: string }, b: { productId: string }) =>
  a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0;

/**
 * Why a stock decrement was refused after the read had allowed it: another order or the merchant
 * changed the product in between. `now` is its latest committed state, absent when it is gone.
 */
export function refusedTakeMessage(
  name: string,
  now: { quantity: number | null; isAvailable: boolean } | undefined,
  requested: number,
): string {
  return (now && stockProblem(name, now, requested)) ?? PLACE_ORDER_MESSAGES.productGone;
}

/**
 * Places a regular (delivery) order for a public shopper. Prices and the total come from the
 * database, never from the client. Everything (stock, customer, order, items, first status) is
 * written in one transaction: any refusal or failure leaves nothing behind.
 */
export async function placeOrder(
  db: Db,
  events: EventBus,
  data: TPlaceOrderInput,
): Promise<TPlaceOrderResponse> {
  const { id: merchantId } = await requirePublicStore(db, data.merchantSlug);
  const delivery = await requireDeliverable(db, merchantId, data.location);
  const order = await placeInTransaction(db, merchantId, data, delivery);
  // The stock it took shows on the store's pages: their cached copies go.
  await Promise.all([
    announceStoreChange(events, merchantId),
    announceNewOrder(events, merchantId, toNewOrderEvent(order)),
  ]);
  return order;
}

async function placeInTransaction(
  db: Db,
  merchantId: string,
  data: TPlaceOrderInput,
  delivery: Awaited<ReturnType<typeof requireDeliverable>>,
): Promise<TPlaceOrderResponse> {
  // Every order touches product rows in the same (id) order, so two orders never deadlock.
  const lines = [...data.items].sort(byProductId);

  return db.transaction(async (tx: Tx) => {
    const found = new Map(
      (
        await findOrderProducts(
          tx,
          merchantId,
          lines.map((l) => l.productId),
        )
      ).map((p) => [p.id, p]),
    );
    const priced = lines.map((line) => {
      const product = found.get(line.productId);
      if (!product) throw new AppError("CONFLICT", PLACE_ORDER_MESSAGES.productGone);
      const problem = stockProblem(product.name, product, line.quantity);
      if (problem) throw new AppError("CONFLICT", problem);
      return {
        productId: product.id,
        productName: product.name,
        quantity: line.quantity,
        unitCents: effectivePriceCents(product),
        // Stryker disable next-line ConditionalExpression: taking untracked stock is a no-op (null stays null); the flag only spares the UPDATE
        tracked: product.quantity !== null,
      };
    });
    const totalCents = priced.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
    if (totalCents > MAX_AMOUNT_CENTS) throw new AppError("VALIDATION", PLACE_ORDER_MESSAGES.totalTooLarge);

    const order = await insertNewOrder(
      tx,
      {
        merchantId,
        customer: data.customer,
        orderType: "regular",
        totalAmount: fromCents(totalCents),
        notes: data.notes,
        delivery,
      },
      "Order placed",
    );

    const items = await insertOrderItems(
      tx,
      priced.map((line) => ({
        orderId: order.id,
        merchantId,
        productId: line.productId,
        productName: line.productName,
        quantity: line.quantity,
        price: fromCents(line.unitCents),
      })),
    );
    // Stock is taken last: a product's row stays locked only from here to the commit, so orders
    // for one popular product queue for the shortest time. A refusal rolls back everything above.
    for (const line of priced) {
      // Stryker disable next-line ConditionalExpression: as above, an UPDATE of untracked stock changes nothing
      if (!line.tracked) continue;
      if (!(await takeStock(tx, merchantId, line.productId, line.quantity, { requireAvailable: true }))) {
        // Another order took the stock since it was read: explain with the current state.
        const now = await findProductStock(tx, merchantId, line.productId);
        throw new AppError("CONFLICT", refusedTakeMessage(line.productName, now, line.quantity));
      }
    }
    return toPlacedOrderResponse(order, items);
  });
}
