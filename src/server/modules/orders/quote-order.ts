import { amountMessage } from "#contracts/amount";
import { formatMoney, type TMoneyFormat, toDecimalString, toMinor } from "#contracts/money";
import type { TMerchantOrder } from "#contracts/order-management";
import { PRESCRIPTION_MESSAGES } from "#contracts/prescription-messages";
import { requireOwn } from "#server/access/own-rows";
import type { Db, Tx } from "#server/db/client";
import { AppError } from "#server/errors";
import { queueCustomerMail } from "#server/modules/mail/service";
import { toMerchantOrder } from "./mappers";
import { LOCKED_ORDER } from "./own-orders";
import { insertStatusHistory, updateOrder } from "./queries";

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
  /** The store takes cards now: the customer's mail offers "Pay now" (issue 41). */
  payNow = false,
  /** The store's locale: how the history's note writes the quote. */
  locale = "en-US",
): Promise<TMerchantOrder> {
  return db.transaction(async (tx: Tx) => {
    const order = await requireOwn(tx, merchantId, LOCKED_ORDER, orderId);
    if (order.orderType !== "prescription")
      throw new AppError("CONFLICT", PRESCRIPTION_MESSAGES.notPrescription);
    // The quote is in the order's currency (decision 0067): the store's, checked by the route.
    const money: TMoneyFormat = { currency: order.currency, locale };
    const totalAmount = quoteIn(quote.totalAmount, money.currency);
    const updated = await updateOrder(tx, merchantId, orderId, {
      totalAmount,
      quoteMessage: quote.message,
    });
    await insertStatusHistory(tx, {
      orderId,
      merchantId,
      status: order.status,
      updatedBy: "merchant",
      notes: `Quoted ${formatMoney(totalAmount, money)}${quote.message ? `: ${quote.message}` : ""}`,
    });
    await queueCustomerMail(tx, mailBaseUrl, order, "customer_quote", {
      totalAmount: updated!.totalAmount,
      message: quote.message,
      payNow: payNow ? "yes" : null,
    });
    return toMerchantOrder(updated!, 0);
  });
}

/** The quote as the order's currency writes it, or a 400 naming the currency. */
function quoteIn(amount: string, currency: string): string {
  try {
    if (toMinor(amount, currency) > 0) return toDecimalString(amount, currency);
  } catch {
    // Not an amount of this currency: the message below.
  }
  throw new AppError("VALIDATION", amountMessage("Total amount", currency));
}
