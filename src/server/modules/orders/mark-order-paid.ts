import { and, eq } from "drizzle-orm";
import { fromMinor, toMinor } from "#contracts/money";
import type { TMerchantOrderDetails } from "#contracts/order-management";
import { dashboardOrderNumber } from "#contracts/order-statuses";
import { PAYMENT_MESSAGES, type TMarkPaidRequest, ZMarkPaidRequest } from "#contracts/payments";
import { requireOwn } from "#server/access/own-rows";
import type { Db, Tx } from "#server/db/client";
import { databaseErrorCode } from "#server/db/error-code";
import { orders } from "#server/db/schema/orders";
import { paymentEvents } from "#server/db/schema/payment-events";
import { AppError } from "#server/errors";
import { recordAudit } from "#server/modules/audit/service";
import { type NewPaymentEvent, recordPaymentEvents } from "#server/modules/payments/service";
import { getOrderDetails } from "./order-details";
import { LOCKED_ORDER } from "./own-orders";

/**
 * `POST /api/merchant/orders/{id}/mark-paid` (issue 41): a cash order's money came in, for its total,
 * so a day's cash can be counted. A UPI order's (issue 46) came to the store's own UPI ID: the
 * merchant saw it in their bank app and gives its UPI transaction reference (UTR), kept as the
 * entry's reference, one order per UTR in a store (the unique index decides between two at once).
 * A card or Razorpay order is paid online only; an order marked paid stays so (a second click, even
 * at once: the order's lock makes it wait and see the first). Money marked on an order already let go
 * (an unpaid UPI order expires like a card one) is recorded and flagged, for the merchant to refund.
 */
export async function markOrderPaid(
  db: Db,
  merchantId: string,
  orderId: string,
  /** The member marking it (the activity log, decision 0059). */
  personId: string | null = null,
  body: TMarkPaidRequest = {},
): Promise<TMerchantOrderDetails> {
  const { reference } = ZMarkPaidRequest.parse(body);
  return db
    .transaction(async (tx: Tx) => {
      const order = await requireOwn(tx, merchantId, LOCKED_ORDER, orderId);
      if (order.paymentMethod === "card") throw new AppError("CONFLICT", PAYMENT_MESSAGES.markPaidCard);
      if (order.paymentMethod === "razorpay")
        throw new AppError("CONFLICT", PAYMENT_MESSAGES.markPaidRazorpay);
      const upi = order.paymentMethod === "upi";
      if (upi && !reference) throw new AppError("VALIDATION", PAYMENT_MESSAGES.utr);
      // In the order's currency's minor units (decision 0067).
      if (toMinor(order.amountPaid, order.currency) > 0)
        throw new AppError("CONFLICT", PAYMENT_MESSAGES.markPaidTwice);
      const total = toMinor(order.totalAmount, order.currency);
      if (total <= 0) throw new AppError("CONFLICT", PAYMENT_MESSAGES.markPaidNothing);
      if (upi && reference) await requireUnusedUtr(tx, merchantId, reference);
      const events: NewPaymentEvent[] = upi
        ? [{ kind: "upi_received", provider: "upi", reference: reference!, amountCents: total }]
        : [
            {
              kind: "cash_received",
              provider: "cash",
              reference: `order:${order.id}:cash`,
              amountCents: total,
            },
          ];
      if (upi && order.status === "cancelled")
        events.push({
          kind: "flagged",
          provider: "upi",
          reference: `${reference}:after-cancel`,
          amountCents: null,
          note: PAYMENT_MESSAGES.paidAfterCancel,
        });
      await recordPaymentEvents(tx, order, events);
      // The order's payment reference, as a card's payment id is: the details and the ticket show it.
      if (upi)
        await tx
          .update(orders)
          .set({ paymentIntentId: reference })
          .where(and(eq(orders.id, order.id), eq(orders.merchantId, merchantId)));
      const method = upi ? "UPI" : "cash";
      await recordAudit(tx, {
        merchantId,
        personId,
        kind: "payment",
        summary: `Order ${dashboardOrderNumber(order.id)}: marked paid (${fromMinor(total, order.currency)} ${method}${upi ? `, UTR ${reference}` : ""})`,
        details: {
          orderId: order.id,
          trackingCode: order.trackingCode,
          amount: fromMinor(total, order.currency),
          method: upi ? "upi" : "cash",
          ...(upi ? { reference } : {}),
        },
      });
      return getOrderDetails(tx, merchantId, orderId);
    })
    .catch(async (err) => {
      // Another order of the store took this UTR in the same instant: the index said no.
      if (reference && databaseErrorCode(err) === "23505") await requireUnusedUtr(db, merchantId, reference);
      throw err;
    });
}

/** A UTR is one payment: already recorded on an order of this store, it is refused, naming that order. */
async function requireUnusedUtr(runner: Db | Tx, merchantId: string, reference: string) {
  const [used] = await runner
    .select({ orderId: paymentEvents.orderId })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.merchantId, merchantId),
        eq(paymentEvents.kind, "upi_received"),
        eq(paymentEvents.reference, reference),
      ),
    )
    .limit(1);
  if (used)
    throw new AppError("CONFLICT", PAYMENT_MESSAGES.utrUsed(`#${dashboardOrderNumber(used.orderId)}`));
}
