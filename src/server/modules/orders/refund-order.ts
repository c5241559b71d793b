import type { z } from "zod";
import { fromCents, toCents } from "#contracts/money";
import type { TMerchantOrderDetails } from "#contracts/order-management";
import { PAYMENT_MESSAGES, type ZRefundRequest } from "#contracts/payments";
import { requireOwn } from "#server/access/own-rows";
import type { Db, Tx } from "#server/db/client";
import { AppError } from "#server/errors";
import type { IdempotentRequest } from "#server/idempotency/idempotency-key";
import { oncePerKey } from "#server/idempotency/once-per-key";
import {
  type PaymentProviders,
  refundAtProvider,
  refundableCents,
  refundKeyOf,
} from "#server/modules/payments/service";
import { getOrderDetails } from "./order-details";
import { LOCKED_ORDER } from "./own-orders";

/**
 * `POST /api/merchant/orders/{id}/refunds` (issue 41): refunds part or all of a card order's payment
 * at its provider, never more than it took less what went back. Under an `Idempotency-Key` the
 * request is done once: a double click or a resend gets the first answer (idempotency/once-per-key.ts,
 * the key claimed first in the refund's transaction, so a duplicate waits for it). Different keys at
 * once take turns on the order's row lock, held around the check, the provider's refund and its
 * record, so together they never refund more than was paid. The provider's own idempotency key is
 * derived from the request's key (or, without one, from the order, the amount and what was refunded
 * before), so a retry after a crash between the provider and our commit is the provider's same refund.
 */
export async function refundOrder(
  db: Db,
  providers: PaymentProviders | null,
  merchantId: string,
  orderId: string,
  refund: z.output<typeof ZRefundRequest>,
  idempotent: IdempotentRequest | null,
): Promise<{ response: TMerchantOrderDetails; replayed: boolean }> {
  return oncePerKey(db, idempotent, (runner) =>
    runner.transaction(async (tx: Tx) => {
      const order = await requireOwn(tx, merchantId, LOCKED_ORDER, orderId);
      const cents = toCents(refund.amount);
      if (cents <= 0) throw new AppError("VALIDATION", PAYMENT_MESSAGES.refundAmount);
      if (order.paymentMethod === "cash") throw new AppError("CONFLICT", PAYMENT_MESSAGES.refundCash);
      const left = refundableCents(order);
      if (toCents(order.amountPaid) <= 0) throw new AppError("CONFLICT", PAYMENT_MESSAGES.refundNothing);
      if (cents > left) throw new AppError("CONFLICT", PAYMENT_MESSAGES.refundTooMuch(fromCents(left)));
      const key = idempotent
        ? refundKeyOf(order.id, idempotent.key)
        : `order:${order.id}:refund:${cents}:${toCents(order.amountRefunded)}`;
      await refundAtProvider(tx, order, cents, refund.reason, key, providers);
      return { response: await getOrderDetails(tx, merchantId, orderId) };
    }),
  );
}
