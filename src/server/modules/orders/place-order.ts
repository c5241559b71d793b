import { effectivePriceCents, fromCents } from "../../../contracts/money";
import { ORDER_MESSAGES, type TPlaceOrderResponse, ZPlaceOrderRequest } from "../../../contracts/orders";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import {
  decrementStock,
  findApprovedMerchantIdBySlug,
  findOrderProducts,
  findProductStock,
  insertOrderItems,
  insertOrderUnlessCodeTaken,
  insertStatusHistory,
  type Tx,
  upsertCustomer,
} from "./queries";

// numeric(10,2) holds at most 99,999,999.99.
const MAX_TOTAL_CENTS = 9_999_999_999;

export const PLACE_ORDER_MESSAGES = {
  productGone: "A product in your cart is no longer available. Please review your cart.",
  unavailable: (name: string) => `"${name}" is no longer available`,
  outOfStock: (name: string) => `"${name}" is out of stock`,
  onlyLeft: (name: string, left: number) => `"${name}" has only ${left} left`,
  totalTooLarge: "The order total is too large",
  retry: "Could not place your order. Please try again.",
} as const;

/** Why `requested` units cannot be had, or null when they can (untracked stock never runs out). */
function stockProblem(
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

const byProductId = (a: { productId: string }, b: { productId: string }) =>
  a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0;

/**
 * Places a regular (delivery) order for a public shopper. Prices and the total come from the
 * database, never from the client. Everything (stock, customer, order, items, first status) is
 * written in one transaction: any refusal or failure leaves nothing behind.
 */
export async function placeOrder(db: Db, input: unknown): Promise<TPlaceOrderResponse> {
  const data = ZPlaceOrderRequest.parse(input);
  const merchantId = await findApprovedMerchantIdBySlug(db, data.merchantSlug);
  if (!merchantId) throw new AppError("NOT_FOUND", ORDER_MESSAGES.store);
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
        tracked: product.quantity !== null,
      };
    });
    const totalCents = priced.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
    if (totalCents > MAX_TOTAL_CENTS) throw new AppError("VALIDATION", PLACE_ORDER_MESSAGES.totalTooLarge);

    for (const line of priced) {
      if (!line.tracked) continue;
      if (!(await decrementStock(tx, merchantId, line.productId, line.quantity))) {
        // Another order took the stock since it was read: explain with the current state.
        const now = await findProductStock(tx, merchantId, line.productId);
        const problem = now ? stockProblem(line.productName, now, line.quantity) : null;
        throw new AppError("CONFLICT", problem ?? PLACE_ORDER_MESSAGES.productGone);
      }
    }

    const customer = await upsertCustomer(tx, {
      merchantId,
      name: data.customer.name,
      phone: data.customer.phone,
      address: data.customer.address,
    });
    const orderValues = {
      merchantId,
      customerId: customer.id,
      totalAmount: fromCents(totalCents),
      notes: data.notes,
      status: "pending" as const,
      orderType: "regular" as const,
    };
    const order =
      (await insertOrderUnlessCodeTaken(tx, orderValues)) ??
      (await insertOrderUnlessCodeTaken(tx, orderValues));
    if (!order) throw new AppError("CONFLICT", PLACE_ORDER_MESSAGES.retry);

    await insertOrderItems(
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
    await insertStatusHistory(tx, {
      orderId: order.id,
      merchantId,
      status: "pending",
      updatedBy: "system",
      notes: "Order placed",
    });

    return {
      id: order.id,
      trackingCode: order.trackingCode,
      status: order.status,
      totalAmount: fromCents(totalCents),
      orderType: order.orderType,
      notes: order.notes,
      createdAt: order.createdAt.toISOString(),
      customer: { name: customer.name, phone: customer.phone, address: customer.address },
      orderItems: priced.map((line) => ({
        productId: line.productId,
        productName: line.productName,
        quantity: line.quantity,
        price: fromCents(line.unitCents),
      })),
    };
  });
}
