import { ORDER_MANAGEMENT_MESSAGES, type TMerchantOrder } from "#contracts/order-management";
import type { OrderStatus } from "#contracts/order-statuses";
import { requireOwn } from "#server/access/own-rows";
import type { Db, Tx } from "#server/db/client";
import { AppError } from "#server/errors";
import { releaseUse, retakeUse } from "#server/modules/discounts/service";
import { queueCustomerMail } from "#server/modules/mail/service";
import { toMerchantOrder } from "./mappers";
import { lockOrderStock, moveStock, shortOf } from "./order-stock";
import { LOCKED_ORDER } from "./own-orders";
import { insertStatusHistory, listOrderItems, updateOrder } from "./queries";
import { moveSlotCount } from "./slot-queries";

/**
 * Sets any of the five statuses directly (spec section 4) and writes the history row, in one
 * transaction with the order locked, so two staff changing it at once leave one consistent story.
 * Stock follows a regular order: cancelling puts its units back (once: only on the way into
 * cancelled), reopening takes them again or is refused with 409 when they are gone; a line with a
 * variant moves the variant's units and the product's (order-stock.ts). An order for a
 * slot gives its place in the slot back when cancelled, and takes it again when reopened (the
 * merchant's choice, so even past the cap); a discount code's use goes back and is taken again the
 * same way. A customer who gave an email is mailed the new status,
 * through the outbox in the same transaction. A completed order was delivered at `now` (the app's
 * clock); its history row is stamped by the database (queries.ts's insertStatusHistory).
 */
export async function updateOrderStatus(
  db: Db | Tx,
  merchantId: string,
  orderId: string,
  /** `by`: who changed it, in the history (the merchant, unless the store's own rules did: "system"). */
  change: { status: OrderStatus; notes: string | null; by?: "merchant" | "system" },
  now: number,
  mailBaseUrl: string | null = null,
): Promise<TMerchantOrder> {
  return db.transaction(async (tx: Tx) => {
    const order = await requireOwn(tx, merchantId, LOCKED_ORDER, orderId);
    const items = order.orderType === "regular" ? await listOrderItems(tx, merchantId, [orderId]) : [];

    if (change.status === "cancelled" && order.status !== "cancelled") {
      await moveStock(tx, merchantId, await lockOrderStock(tx, merchantId, items), 1);
      if (order.scheduledFor) await moveSlotCount(tx, merchantId, order.scheduledFor, -1);
      await releaseUse(tx, merchantId, orderId);
    } else if (order.status === "cancelled" && change.status !== "cancelled") {
      if (order.scheduledFor) await moveSlotCount(tx, merchantId, order.scheduledFor, 1);
      const moves = await lockOrderStock(tx, merchantId, items);
      const short = shortOf(moves);
      if (short)
        throw new AppError(
          "CONFLICT",
          ORDER_MANAGEMENT_MESSAGES.notEnoughStock(short.label, Math.max(0, short.left ?? 0)),
        );
      await moveStock(tx, merchantId, moves, -1);
      await retakeUse(tx, merchantId, order);
    }

    const updated = await updateOrder(tx, merchantId, orderId, {
      status: change.status,
      actualDelivery:
        change.status === "completed" ? (order.actualDelivery ?? new Date(now)) : order.actualDelivery,
    });
    await insertStatusHistory(tx, {
      orderId,
      merchantId,
      status: change.status,
      notes: change.notes,
      updatedBy: change.by ?? "merchant",
    });
    // The customer hears of a new status, not of a note added to the one they already know.
    if (change.status !== order.status)
      await queueCustomerMail(tx, mailBaseUrl, order, "customer_status_changed", {
        status: change.status,
        note: change.notes,
      });
    return toMerchantOrder(
      updated!,
      items.reduce((sum, item) => sum + item.quantity, 0),
    );
  });
}
