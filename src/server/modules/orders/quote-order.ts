import { isUuid } from "#contracts/ids";
import { formatMoney } from "#contracts/money";
import { ORDER_MANAGEMENT_MESSAGES, type TMerchantOrder } from "#contracts/order-management";
import { PRESCRIPTION_MESSAGES } from "#contracts/prescription-messages";
import type { Db, Tx } from "#server/db/client";
import { AppError } from "#server/errors";
import { queueCustomerMail } from "#server/modules/mail/service";
import { toMerchantOrder } from "./mappers";
import { insertStatusHistory, lockOrder, updateOrder } from "./queries";

/**
 * Sets the price of a prescription order ('Pending Quote' becomes it everywhere) and the message the
 * customer sees with it. Every quote change is a history row, at the order's current status, and a
 * mail to a customer who gave an email.
 */
export async function quoteOrder(
  db: Db,
  merchantId: string,
  orderId: string,
  quote: { totalAmount: string; message: string | null },
  mailBaseUrl: string | null = null,
): Promise<TMerchantOrder> {
  if (!isUuid(orderId)) throw new AppError("NOT_FOUND", ORDER_MANAGEMENT_MESSAGES.orderNotFound);
  return db.transaction(async (tx: Tx) => {
    const order = await lockOrder(tx, merchantId, orderId);
    if (!order) throw new AppError("NOT_FOUND", ORDER_MANAGEMENT_MESSAGES.orderNotFound);
    if (order.orderType !== "prescription")
      throw new AppError("CONFLICT", PRESCRIPTION_MESSAGES.notPrescription);
    const updated = await updateOrder(tx, merchantId, orderId, {
      totalAmount: quote.totalAmount,
      quoteMessage: quote.message,
    });
    await insertStatusHistory(tx, {
      orderId,
      merchantId,
      status: order.status,
      updatedBy: "merchant",
      notes: `Quoted ${formatMoney(quote.totalAmount)}${quote.message ? `: ${quote.message}` : ""}`,
    });
    await queueCustomerMail(tx, mailBaseUrl, order, "customer_quote", {
      totalAmount: updated!.totalAmount,
      message: quote.message,
    });
    return toMerchantOrder(updated!, 0);
  });
}
