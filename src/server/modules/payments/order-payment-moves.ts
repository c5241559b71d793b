import { createHash } from "node:crypto";
import { toCents } from "#contracts/money";
import type { OrderStatus } from "#contracts/order-statuses";
import { PAYMENT_MESSAGES } from "#contracts/payments";
import type { Tx } from "#server/db/client";
import type { OrderRow } from "#server/db/schema/orders";
import { AppError } from "#server/errors";
import { type NewPaymentEvent, recordPaymentEvents } from "./payment-history";
import { type PaymentProvider, type ProviderPayment, ProviderUnavailable } from "./provider";
import type { PaymentProviders } from "./providers";

/** What is left to refund of an order: what it took less what went back, in cents. */
export const refundableCents = (order: Pick<OrderRow, "amountPaid" | "amountRefunded">) =>
  toCents(order.amountPaid) - toCents(order.amountRefunded);

/** What a status change does to an order's card money; null: nothing. */
export type PaymentMove = "capture" | "void" | "refund" | { refuse: string } | null;

/**
 * What moving `order` to `change.status` does to its card money (issue 41, decision 0050):
 * - any move out of pending but cancelling captures an authorized payment (capture on confirm);
 * - cancelling an authorized order lets its hold go;
 * - cancelling a paid one refunds what is left when the merchant asked (`refund`), and keeps the
 *   money otherwise; a change of many orders at once (`many`) refuses it, since nobody was asked.
 * Cash orders, and card orders with nothing held or taken, move no money.
 */
export function paymentMoveOf(
  order: OrderRow,
  change: { status: OrderStatus; refund?: boolean },
  many: boolean,
): PaymentMove {
  if (order.paymentMethod !== "card" || order.status === change.status) return null;
  if (change.status !== "cancelled")
    return change.status !== "pending" && order.paymentStatus === "authorized" ? "capture" : null;
  if (order.paymentStatus === "authorized") return "void";
  if (refundableCents(order) <= 0) return null;
  if (many) return { refuse: PAYMENT_MESSAGES.bulkCancelPaid };
  return change.refund ? "refund" : null;
}

/**
 * Does `move` at the order's provider, on the account and payment the order was charged through,
 * and records what the provider answered in the order's payment history (the order stays locked by
 * the caller's transaction all along, so two changes never both capture or refund). Answers the
 * order as it now is; throws the AppError to answer when the provider refuses (409) or cannot be
 * reached (502): nothing is recorded then. Keys are derived from the order, so a retry after a
 * crash is the provider's same capture or refund, never a second one.
 */
export async function applyPaymentMove(
  tx: Tx,
  order: OrderRow,
  move: "capture" | "void" | "refund",
  providers: PaymentProviders | null,
  reason: string | null,
): Promise<OrderRow> {
  const { provider, paymentId } = requireCardPayment(order, providers);
  const account = order.paymentAccount;
  if (move === "refund") {
    const cents = refundableCents(order);
    const key = `order:${order.id}:refund:${cents}:${toCents(order.amountRefunded)}`;
    return refundAtProvider(tx, order, cents, reason ?? PAYMENT_MESSAGES.cancelRefundNote, key, providers);
  }
  let payment: ProviderPayment;
  try {
    payment =
      move === "capture"
        ? await provider.capture(account, paymentId, `order:${order.id}:capture`)
        : await provider.cancel(account, paymentId, `order:${order.id}:void`);
  } catch (err) {
    if (err instanceof ProviderUnavailable) throw unreachable(err);
    // Refused: what the payment is now decides (captured or released elsewhere meanwhile is fine).
    payment = await readPayment(provider, account, paymentId);
  }
  // A capture must end with the money taken. A release ends with the hold gone, or with the money
  // taken meanwhile (captured elsewhere): recorded as it is, the order is cancelled keeping it.
  const events = eventsOf(provider.name, payment);
  if (move === "capture" ? payment.state !== "succeeded" : events.length === 0)
    throw new AppError(
      "CONFLICT",
      move === "capture" ? PAYMENT_MESSAGES.captureRefused : PAYMENT_MESSAGES.voidRefused,
    );
  return (await recordPaymentEvents(tx, order, events)).order;
}

/**
 * Refunds `cents` of the order's card payment at its provider under `idempotencyKey` and records
 * the refund by the provider's own id, so the same refund arriving later by webhook is one entry.
 */
export async function refundAtProvider(
  tx: Tx,
  order: OrderRow,
  cents: number,
  reason: string,
  idempotencyKey: string,
  providers: PaymentProviders | null,
): Promise<OrderRow> {
  const { provider, paymentId } = requireCardPayment(order, providers);
  let refund: Awaited<ReturnType<PaymentProvider["refund"]>>;
  try {
    refund = await provider.refund({
      account: order.paymentAccount,
      paymentId,
      amountCents: cents,
      reason,
      idempotencyKey,
    });
  } catch (err) {
    if (err instanceof ProviderUnavailable) throw unreachable(err);
    throw new AppError("CONFLICT", PAYMENT_MESSAGES.refundRefused, { cause: err });
  }
  if (refund.state === "failed" || refund.state === "canceled")
    throw new AppError("CONFLICT", PAYMENT_MESSAGES.refundRefused);
  const recorded = await recordPaymentEvents(tx, order, [
    {
      kind: "refunded",
      provider: provider.name,
      reference: refund.refundId,
      amountCents: refund.amountCents,
      note: reason,
    },
  ]);
  return recorded.order;
}

/** The provider's idempotency key for a refund request sent under the merchant's Idempotency-Key. */
export const refundKeyOf = (orderId: string, requestKey: string) =>
  `order:${orderId}:refund:${createHash("sha256").update(requestKey).digest("hex").slice(0, 32)}`;

/** The provider and payment an order's card money went through, or the answer why it cannot move. */
function requireCardPayment(order: OrderRow, providers: PaymentProviders | null) {
  const provider = providers?.get(order.paymentProvider) ?? null;
  if (!provider || !order.paymentIntentId)
    throw new AppError("UNAVAILABLE", PAYMENT_MESSAGES.cardUnavailable);
  return { provider, paymentId: order.paymentIntentId };
}

async function readPayment(provider: PaymentProvider, account: string | null, paymentId: string) {
  try {
    return await provider.retrievePayment(account, paymentId);
  } catch (err) {
    throw unreachable(err);
  }
}

const unreachable = (err: unknown) =>
  new AppError("BAD_GATEWAY", PAYMENT_MESSAGES.providerUnreachable, { cause: err });

/** A payment's state as history entries: captured (what was taken) or voided (the hold let go). */
function eventsOf(provider: string, payment: ProviderPayment): NewPaymentEvent[] {
  if (payment.state === "succeeded")
    return [
      {
        kind: "captured",
        provider,
        reference: payment.paymentId,
        amountCents: payment.amountReceivedCents,
      },
    ];
  if (payment.state === "canceled")
    return [{ kind: "voided", provider, reference: payment.paymentId, amountCents: null }];
  return [];
}
