import { createHash } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { toMinor } from "#contracts/money";
import type { OrderStatus } from "#contracts/order-statuses";
import { PAYMENT_MESSAGES } from "#contracts/payments";
import type { Db, Tx } from "#server/db/client";
import { type OrderRow, orders } from "#server/db/schema/orders";
import { AppError } from "#server/errors";
import { withOrderPaymentLease } from "./order-payment-lease";
import { type NewPaymentEvent, recordPaymentEvents } from "./payment-history";
import { type PaymentProvider, type ProviderPayment, ProviderUnavailable } from "./provider";
import type { PaymentProviders } from "./providers";

/** What is left to refund of an order: what it took less what went back, in its currency's minor units. */
export const refundableMinor = (order: Pick<OrderRow, "currency" | "amountPaid" | "amountRefunded">) =>
  toMinor(order.amountPaid, order.currency) - toMinor(order.amountRefunded, order.currency);

/** What a status change does to an order's card money; null: nothing. */
export type PaymentMove = "capture" | "void" | "refund" | { refuse: string } | null;

/** A status change as far as money goes: `refund` is the single change's choice on cancelling a paid order. */
export interface MoneyChange {
  status: OrderStatus;
  refund?: boolean;
  notes?: string | null;
}

/**
 * What moving `order` to `change.status` does to its card money (issue 41, decision 0050):
 * - any move out of pending but cancelling captures an authorized payment (capture on confirm);
 * - cancelling an authorized order lets its hold go;
 * - cancelling a paid one refunds what is left when the merchant asked (`refund`), and keeps the
 *   money otherwise; a change of many orders at once (`many`) refuses it, since nobody was asked.
 * Cash orders, and card orders with nothing held or taken, move no money.
 */
export function paymentMoveOf(order: OrderRow, change: MoneyChange, many: boolean): PaymentMove {
  if (order.paymentMethod !== "card" || order.status === change.status) return null;
  if (change.status !== "cancelled")
    return change.status !== "pending" && order.paymentStatus === "authorized" ? "capture" : null;
  if (order.paymentStatus === "authorized") return "void";
  if (refundableMinor(order) <= 0) return null;
  if (many) return { refuse: PAYMENT_MESSAGES.bulkCancelPaid };
  return change.refund ? "refund" : null;
}

/**
 * Before a status change's transaction: moves the card money of those of the merchant's `orderIds`
 * the change moves (a capture, a released hold, a refund on cancelling), each under the order's
 * payment lease, at its provider, with no transaction open, and records the provider's answer (its
 * own short transaction). Answers the orders whose money could not move, with the error to answer:
 * the provider refused (409) or could not be reached (502). The change then finds their money
 * settled, and changes the others (orders/change-statuses.ts). The provider's keys come from the
 * order, so a change retried after a crash is the provider's same capture, release or refund.
 */
export async function movePaymentsFirst(
  db: Db,
  merchantId: string,
  orderIds: string[],
  change: MoneyChange,
  providers: PaymentProviders | null,
  many: boolean,
): Promise<Map<string, AppError>> {
  const failed = new Map<string, AppError>();
  const read = (ids: string[]) =>
    db
      .select()
      .from(orders)
      .where(and(eq(orders.merchantId, merchantId), inArray(orders.id, ids)));
  const found = await read(orderIds);
  const moving = found.filter((order) => {
    const move = paymentMoveOf(order, change, many);
    return move !== null && typeof move !== "object";
  });
  if (change.status === "cancelled") await closePaymentPages(found, providers);
  for (const { id } of moving) {
    try {
      await withOrderPaymentLease(db, id, async () => {
        // Read again under the lease: another change may have moved the money meanwhile.
        const [order] = await read([id]);
        const move = order ? paymentMoveOf(order, change, many) : null;
        if (!order || move === null || typeof move === "object") return;
        await moveAtProvider(db, order, move, providers, change.notes ?? null);
      });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      failed.set(id, err);
    }
  }
  return failed;
}

/**
 * A card order cancelled while its payment page is open: the page is ended at the provider, so the
 * shopper cannot pay for an order that is gone. Best effort: a provider that cannot be reached, or a
 * page paid in the same instant, leaves the payment to settling, which flags money that arrives
 * after a cancel for a refund (settle-payment.ts).
 */
async function closePaymentPages(found: OrderRow[], providers: PaymentProviders | null) {
  for (const order of found) {
    if (order.paymentStatus !== "awaiting_payment" || !order.paymentSessionId) continue;
    const provider = providers?.get(order.paymentProvider);
    await provider?.expireSession(order.paymentAccount, order.paymentSessionId).catch((err: unknown) => {
      if (!(err instanceof AppError) && !(err instanceof ProviderUnavailable)) throw err;
    });
  }
}

async function moveAtProvider(
  db: Db,
  order: OrderRow,
  move: "capture" | "void" | "refund",
  providers: PaymentProviders | null,
  reason: string | null,
): Promise<void> {
  if (move === "refund") {
    const minor = refundableMinor(order);
    const key = `order:${order.id}:refund:${minor}:${toMinor(order.amountRefunded, order.currency)}`;
    await refundAtProvider(db, order, minor, reason ?? PAYMENT_MESSAGES.cancelRefundNote, key, providers);
    return;
  }
  const { provider, paymentId } = requireCardPayment(order, providers);
  const account = order.paymentAccount;
  let payment: ProviderPayment;
  try {
    payment =
      move === "capture"
        ? await provider.capture(account, paymentId, `order:${order.id}:capture`)
        : await provider.cancel(account, paymentId, `order:${order.id}:void`);
  } catch (err) {
    if (!(err instanceof AppError) && !(err instanceof ProviderUnavailable)) throw err;
    // Refused, or no answer: what the payment is now decides (captured or released elsewhere
    // meanwhile is as good), and a provider that cannot even be read is unreachable.
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
  await db.transaction((tx: Tx) => recordPaymentEvents(tx, order, events));
}

/**
 * Refunds `minor` (the order's currency's minor units) of the order's card payment at its provider under `idempotencyKey`, with no
 * transaction open (the caller holds the order's payment lease), then records the refund by the
 * provider's own id, so the same refund arriving later by webhook is one entry.
 */
export async function refundAtProvider(
  db: Db,
  order: OrderRow,
  minor: number,
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
      amountCents: minor,
      reason,
      idempotencyKey,
    });
  } catch (err) {
    if (err instanceof AppError)
      throw new AppError("CONFLICT", PAYMENT_MESSAGES.refundRefused, { cause: err });
    if (err instanceof ProviderUnavailable) throw unreachable(err);
    throw err;
  }
  if (refund.state === "failed" || refund.state === "canceled")
    throw new AppError("CONFLICT", PAYMENT_MESSAGES.refundRefused);
  const recorded = await db.transaction((tx: Tx) =>
    recordPaymentEvents(tx, order, [
      {
        kind: "refunded",
        provider: provider.name,
        reference: refund.refundId,
        amountCents: refund.amountCents,
        note: reason,
      },
    ]),
  );
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
