import { and, eq, sql } from "drizzle-orm";
import { toDecimalString, toMinor } from "#contracts/money";
import { awaitsPayment, PAYMENT_MESSAGES } from "#contracts/payments";
import type { Db, Tx } from "#server/db/client";
import { type OrderRow, orders } from "#server/db/schema/orders";
import type { PaymentEventRow } from "#server/db/schema/payment-events";
import type { EventBus } from "#server/events/event-bus";
import { announceStoreChange } from "#server/events/store-changes";
import { announceNewOrder, updateOrderStatus } from "#server/modules/orders/service";
import { queueNewOrderMails } from "./new-order-mails";
import { listPaymentEvents, type NewPaymentEvent, recordPaymentEvents } from "./payment-history";
import type { ProviderSession } from "./provider";
import type { PaymentProviders } from "./providers";

/** What settling an order needs: the database, the bus it announces on, the providers and the app's clock. */
export interface PaymentDeps {
  db: Db;
  events: EventBus;
  providers: PaymentProviders;
  /** The app's clock (epoch ms): when an expired order is cancelled, in its history. */
  now: () => number;
  /** Tells this process's mail worker that mail was just queued. */
  wakeMail?: () => void;
}

/** Kinds that mean the money was taken or held: the order is real for the merchant from then on. */
const TAKEN = new Set(["authorized", "paid", "captured", "cash_received", "upi_received"]);

/**
 * The one settling function (decision 0050): reads the provider's state of the order's session and
 * payment, never a caller's claim, and moves the order from it. The webhook, the shopper's return
 * and reconciliation all call it; it is idempotent and safe to run at once from many processes: the
 * events are appended under the order's row lock, deduplicated by reference, and only the call that
 * adds the first "authorized"/"paid" announces the order and writes its held-back new-order mails.
 * - An amount or currency that differs from the order's never pays it: the order is flagged.
 * - An expired session with nothing paid cancels a pending order, as unpaid expiry does: its stock,
 *   slot and discount use go back once, with the note "Payment not completed".
 * Throws ProviderUnavailable when the provider cannot be read (nothing changes). Answers the order as
 * it is after, or null for no such order.
 */
export async function settlePayment(deps: PaymentDeps, orderId: string): Promise<OrderRow | null> {
  const { db } = deps;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const provider = deps.providers.get(order.paymentProvider);
  if (!order.paymentSessionId || !provider) return order;
  const session = await provider.retrieveSession(order.paymentAccount, order.paymentSessionId);
  if (!session.payment && order.paymentIntentId)
    session.payment = await provider.retrievePayment(order.paymentAccount, order.paymentIntentId);

  let announce = false;
  let cancelled = false;
  const after = await db.transaction(async (tx: Tx) => {
    const locked = await lockOrder(tx, order);
    // Another session replaced this one meanwhile (a new "Pay now"): the newer one is settled instead.
    if (locked.paymentSessionId !== session.sessionId) return locked;
    const prior = await listPaymentEvents(tx, order.merchantId, [order.id]);
    const events = eventsOf(locked, session, prior);
    const recorded = await recordPaymentEvents(tx, locked, events);
    let row = recorded.order;
    const paymentId = session.payment?.paymentId;
    if (paymentId && row.paymentIntentId !== paymentId) row = await setPaymentId(tx, row, paymentId);

    const firstTaken = !prior.some((e) => TAKEN.has(e.kind)) && recorded.added.some((e) => TAKEN.has(e.kind));
    // A card order placed from the cart was kept from the merchant until now (a prescription order
    // paid from its quote was announced when it was sent).
    if (firstTaken && row.status === "cancelled") {
      // The money came after the order was let go or cancelled: the merchant must see it (and refund).
      const flagged = await recordPaymentEvents(tx, row, [
        {
          kind: "flagged",
          provider: row.paymentProvider ?? "test",
          reference: `${paymentId ?? session.sessionId}:after-cancel`,
          amountCents: null,
          note: PAYMENT_MESSAGES.paidAfterCancel,
        },
      ]);
      row = flagged.order;
    } else if (firstTaken && row.orderType === "regular") {
      await queueNewOrderMails(tx, row);
      announce = true;
    }
    if (row.paymentStatus === "expired" && isUnpaidCardOrder(row)) {
      await updateOrderStatus(
        tx,
        row.merchantId,
        row.id,
        { status: "cancelled", notes: PAYMENT_MESSAGES.expiredNote, restock: false, by: "system" },
        deps.now(),
        null,
      );
      cancelled = true;
      row = await lockOrder(tx, row);
    }
    return row;
  });

  if (announce) {
    if (after.mailBaseUrl) deps.wakeMail?.();
    await announceNewOrder(deps.events, after.merchantId, {
      id: after.id,
      trackingCode: after.trackingCode,
      totalAmount: toDecimalString(after.totalAmount, after.currency),
      orderType: after.orderType,
      customerName: after.customerName,
      createdAt: after.createdAt.toISOString(),
    });
  }
  // Its units are on sale again: the store's cached pages go.
  if (cancelled) await announceStoreChange(deps.events, after.merchantId, "stock");
  return after;
}

/** A regular order paid online (card, Razorpay, UPI) still waiting for its money, that unpaid expiry may let go. */
export const isUnpaidCardOrder = (row: OrderRow) =>
  row.orderType === "regular" &&
  awaitsPayment(row.paymentMethod) &&
  row.status === "pending" &&
  row.paymentFlag === null &&
  (row.paymentStatus === "awaiting_payment" || row.paymentStatus === "expired");

async function lockOrder(tx: Tx, order: { id: string; merchantId: string }): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, order.id), eq(orders.merchantId, order.merchantId)))
    .for("update");
  return row!;
}

async function setPaymentId(tx: Tx, order: OrderRow, paymentId: string): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ paymentIntentId: paymentId, updatedAt: sql`now()` })
    .where(and(eq(orders.id, order.id), eq(orders.merchantId, order.merchantId)))
    .returning();
  return row!;
}

/**
 * The provider's answer as history entries. Money is recorded only when the session and its payment
 * are for this order's total in the order's currency; otherwise the order is flagged and left unpaid
 * (decision 0050). A payment that succeeds after it was authorized is its capture, so a capture seen
 * by the merchant's action and by a read is one entry.
 */
export function eventsOf(
  order: OrderRow,
  session: ProviderSession,
  prior: PaymentEventRow[],
): NewPaymentEvent[] {
  const provider = order.paymentProvider ?? "test";
  const payment = session.payment;
  const totalMinor = toMinor(order.totalAmount, order.currency);
  const currency = order.currency.toLowerCase();
  const takes = payment && (payment.state === "succeeded" || payment.state === "requires_capture");
  const differs =
    (session.orderId !== null && session.orderId !== order.id) ||
    session.amountCents !== totalMinor ||
    session.currency.toLowerCase() !== currency ||
    (payment !== null && (payment.amountCents !== totalMinor || payment.currency.toLowerCase() !== currency));
  if (takes && differs)
    return [
      {
        kind: "flagged",
        provider,
        reference: payment.paymentId,
        amountCents: payment.amountCents,
        note: PAYMENT_MESSAGES.amountMismatch,
      },
    ];
  const events: NewPaymentEvent[] = [];
  if (payment) {
    const ref = payment.paymentId;
    const wasAuthorized = prior.some((e) => e.kind === "authorized" && e.reference === ref);
    if (payment.state === "requires_capture")
      events.push({ kind: "authorized", provider, reference: ref, amountCents: payment.amountCents });
    else if (payment.state === "succeeded")
      events.push({
        kind: wasAuthorized ? "captured" : "paid",
        provider,
        reference: ref,
        amountCents: payment.amountReceivedCents || payment.amountCents,
      });
    else if (payment.state === "canceled" && wasAuthorized)
      events.push({ kind: "voided", provider, reference: ref, amountCents: payment.amountCents });
    else if (payment.state === "failed")
      events.push({
        kind: "failed",
        provider,
        reference: ref,
        amountCents: null,
        note: payment.failureMessage,
      });
    for (const refund of payment.refunds)
      if (refund.state === "succeeded" || refund.state === "pending")
        events.push({
          kind: "refunded",
          provider,
          reference: refund.refundId,
          amountCents: refund.amountCents,
          note: refund.reason,
        });
  }
  // A prescription order stays payable from its quote: a new "Pay now" makes a new session.
  if (session.state === "expired" && !takes && order.orderType === "regular")
    events.push({ kind: "expired", provider, reference: session.sessionId, amountCents: null });
  return events;
}
