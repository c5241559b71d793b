import { fromMinor, toMinor } from "#contracts/money";
import type { TMerchantOrderDetails } from "#contracts/order-management";
import { dashboardOrderNumber } from "#contracts/order-statuses";
import { PAYMENT_MESSAGES } from "#contracts/payments";
import { requireOwn } from "#server/access/own-rows";
import type { Db, Tx } from "#server/db/client";
import { AppError } from "#server/errors";
import { recordAudit } from "#server/modules/audit/service";
import { recordPaymentEvents } from "#server/modules/payments/service";
import { getOrderDetails } from "./order-details";
import { LOCKED_ORDER } from "./own-orders";

/**
 * `POST /api/merchant/orders/{id}/mark-paid` (issue 41): a cash order's money came in, for its total,
 * so a day's cash can be counted. A card order is paid online only; an order marked paid stays so (a
 * second click, even at once: the order's lock makes it wait and see the first).
 */
export async function markOrderPaid(
  db: Db,
  merchantId: string,
  orderId: string,
  /** The member marking it (the activity log, decision 0059). */
  personId: string | null = null,
): Promise<TMerchantOrderDetails> {
  return db.transaction(async (tx: Tx) => {
    const order = await requireOwn(tx, merchantId, LOCKED_ORDER, orderId);
    if (order.paymentMethod === "card") throw new AppError("CONFLICT", PAYMENT_MESSAGES.markPaidCard);
    // In the order's currency's minor units (decision 0067).
    if (toMinor(order.amountPaid, order.currency) > 0)
      throw new AppError("CONFLICT", PAYMENT_MESSAGES.markPaidTwice);
    const total = toMinor(order.totalAmount, order.currency);
    if (total <= 0) throw new AppError("CONFLICT", PAYMENT_MESSAGES.markPaidNothing);
    await recordPaymentEvents(tx, order, [
      { kind: "cash_received", provider: "cash", reference: `order:${order.id}:cash`, amountCents: total },
    ]);
    await recordAudit(tx, {
      merchantId,
      personId,
      kind: "payment",
      summary: `Order ${dashboardOrderNumber(order.id)}: marked paid (${fromMinor(total, order.currency)} cash)`,
      details: {
        orderId: order.id,
        trackingCode: order.trackingCode,
        amount: fromMinor(total, order.currency),
        method: "cash",
      },
    });
    return getOrderDetails(tx, merchantId, orderId);
  });
}
