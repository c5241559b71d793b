import type { z } from "zod";
import { amountOf } from "#contracts/amount";
import { fromMinor, type TMoneyFormat, toMinor } from "#contracts/money";
import type { TMerchantOrderDetails } from "#contracts/order-management";
import { dashboardOrderNumber } from "#contracts/order-statuses";
import { PAYMENT_MESSAGES, type ZRefundRequest } from "#contracts/payments";
import { requireOwn } from "#server/access/own-rows";
import type { Db } from "#server/db/client";
import { AppError } from "#server/errors";
import type { IdempotentRequest } from "#server/idempotency/idempotency-key";
import { oncePerKeyAroundCalls } from "#server/idempotency/once-per-key-around-calls";
import { recordAudit } from "#server/modules/audit/service";
import {
  type PaymentProviders,
  refundAtProvider,
  refundableMinor,
  refundKeyOf,
  withOrderPaymentLease,
} from "#server/modules/payments/service";
import { getOrderDetails } from "./order-details";
import { ORDER } from "./own-orders";

/**
 * `POST /api/merchant/orders/{id}/refunds` (issue 41): refunds part or all of a card order's payment
 * at its provider, never more than it took less what went back.
 * - Under an `Idempotency-Key` it is done once: a double click or a resend waits for the first and
 *   gets its answer (idempotency/once-per-key-around-calls.ts).
 * - Refunds under different keys take turns on the order's payment lease, held around the check,
 *   the provider's refund and its record, so together they never refund more than was paid.
 * - The provider's own idempotency key comes from the request's key (or, without one, from the
 *   order, the amount and what was refunded before), so a retry after a crash between the provider
 *   and our record is the provider's same refund; recorded by the provider's refund id, the same
 *   refund arriving later by webhook is one entry.
 */
export async function refundOrder(
  db: Db,
  providers: PaymentProviders | null,
  merchantId: string,
  orderId: string,
  refund: z.output<ReturnType<typeof ZRefundRequest>>,
  idempotent: IdempotentRequest | null,
  /** The member refunding (the activity log, decision 0059): recorded once the provider has refunded. */
  personId: string | null = null,
  /** The store's money (the order's currency: it cannot change once a store has orders). */
  money: TMoneyFormat,
): Promise<{ response: TMerchantOrderDetails; replayed: boolean }> {
  const { order: owned } = await requireOwn(db, merchantId, ORDER, orderId);
  // The amount is in the order's currency (decision 0067): "1200" yen, "12.50" dollars, "3.250" dinars.
  if (amountOf(refund.amount, owned.currency) === null)
    throw new AppError("VALIDATION", PAYMENT_MESSAGES.refundAmount(owned.currency));
  const minor = toMinor(refund.amount, owned.currency);
  return oncePerKeyAroundCalls(db, idempotent, () =>
    withOrderPaymentLease(db, orderId, async () => {
      const { order } = await requireOwn(db, merchantId, ORDER, orderId);
      if (order.paymentMethod === "cash") throw new AppError("CONFLICT", PAYMENT_MESSAGES.refundCash);
      if (toMinor(order.amountPaid, order.currency) <= 0)
        throw new AppError("CONFLICT", PAYMENT_MESSAGES.refundNothing);
      const left = refundableMinor(order);
      if (minor > left) throw new AppError("CONFLICT", PAYMENT_MESSAGES.refundTooMuch(left, money));
      const key = idempotent
        ? refundKeyOf(order.id, idempotent.key)
        : `order:${order.id}:refund:${minor}:${toMinor(order.amountRefunded, order.currency)}`;
      await refundAtProvider(db, order, minor, refund.reason, key, providers);
      await recordAudit(db, {
        merchantId,
        personId,
        kind: "payment",
        summary: `Order ${dashboardOrderNumber(order.id)}: refunded ${fromMinor(minor, order.currency)}`,
        details: {
          orderId: order.id,
          trackingCode: order.trackingCode,
          amount: fromMinor(minor, order.currency),
          ...(refund.reason ? { reason: refund.reason } : {}),
        },
      });
      return getOrderDetails(db, merchantId, orderId);
    }),
  );
}
