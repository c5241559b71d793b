import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { fromMinor, toDecimalString, toMinor } from "#contracts/money";
import type { PaymentEventKind, PaymentMethod, PaymentStatus, TPaymentEvent } from "#contracts/payments";
import type { Db, Tx } from "#server/db/client";
import { orders } from "#server/db/schema/orders";
import { type PaymentEventRow, paymentEvents } from "#server/db/schema/payment-events";

/** One thing that happened to an order's money, as the caller saw it (decision 0050). */
export interface NewPaymentEvent {
  kind: PaymentEventKind;
  /** "stripe", "test", "razorpay", "cash" or "upi". */
  provider: string;
  /** The provider's id for it (a PaymentIntent, refund or session id); for cash, a key of ours. */
  reference: string;
  /** In the order's currency's minor units (cents, yen, fils). */
  amountCents: number | null;
  note?: string | null;
}

type OrderRow = typeof orders.$inferSelect;

/**
 * In the caller's transaction: locks the order row (FOR UPDATE), appends the events not yet there
 * (unique on order+kind+reference: a duplicate is skipped, not an error), recomputes payment_status,
 * amount_paid and amount_refunded from ALL the order's events and writes them. Returns the events
 * actually added. Under the lock, two callers settling one order at once see each other's rows: the
 * second adds nothing and derives the same figures.
 */
export async function recordPaymentEvents(
  tx: Tx,
  order: { id: string; merchantId: string },
  events: NewPaymentEvent[],
): Promise<{ added: PaymentEventRow[]; order: OrderRow }> {
  const [locked] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, order.id), eq(orders.merchantId, order.merchantId)))
    .for("update");
  if (!locked) throw new Error(`No order ${order.id} of merchant ${order.merchantId}`);
  const added =
    events.length === 0
      ? []
      : await tx
          .insert(paymentEvents)
          .values(
            events.map((e) => ({
              merchantId: order.merchantId,
              orderId: order.id,
              kind: e.kind,
              provider: e.provider,
              reference: e.reference,
              amount: e.amountCents === null ? null : fromMinor(e.amountCents, locked.currency),
              note: e.note ?? null,
            })),
          )
          .onConflictDoNothing({
            target: [paymentEvents.orderId, paymentEvents.kind, paymentEvents.reference],
          })
          .returning();
  if (added.length === 0) return { added, order: locked };
  const all = await tx
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.orderId, order.id), eq(paymentEvents.merchantId, order.merchantId)))
    .orderBy(asc(paymentEvents.createdAt), asc(paymentEvents.id));
  const derived = derivePayment(locked.paymentMethod, all, locked.currency, locked.paymentStatus);
  const [updated] = await tx
    .update(orders)
    .set({
      paymentStatus: derived.status,
      amountPaid: fromMinor(derived.paidMinor, locked.currency),
      amountRefunded: fromMinor(derived.refundedMinor, locked.currency),
      paymentFlag: derived.flag ?? locked.paymentFlag,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, order.id), eq(orders.merchantId, order.merchantId)))
    .returning();
  return { added, order: updated! };
}

type EventFacts = Pick<PaymentEventRow, "kind" | "reference" | "amount" | "note">;

/**
 * An order's money from its whole history, whatever order the events came in:
 * - paid: per reference, the most that was paid or captured on it (a payment seen as "paid" by a
 *   read and "captured" by the capture is counted once), plus each cash receipt;
 * - refunded: the sum of the refunds (each refund once, by its id);
 * - status: money taken wins over everything (the Vendure bug: never "failed" after the money was
 *   taken), then refunds against it, then a hold not yet captured or voided, then a voided hold,
 *   then an expired session. A declined card (`failed`) is history only: the session stays open and
 *   the shopper can try another card, so the order stays `awaiting_payment` until it is paid or
 *   let go (unpaid-orders.ts).
 * - flag: the latest `flagged` event's note (an amount or currency that differs from the order's).
 */
export function derivePayment(
  method: PaymentMethod,
  events: EventFacts[],
  /** The order's currency: the events' amounts are in it. */
  currency: string,
  /** The order's status now: a quoted prescription order paid by card stays `unpaid` until it is. */
  current: PaymentStatus = method === "cash" ? "unpaid" : "awaiting_payment",
): { status: PaymentStatus; paidMinor: number; refundedMinor: number; flag: string | null } {
  const minor = (e: EventFacts) => (e.amount === null ? 0 : toMinor(e.amount, currency));
  const takenByRef = new Map<string, number>();
  const ended = new Set<string>();
  let cashMinor = 0;
  let refundedMinor = 0;
  let flag: string | null = null;
  for (const e of events) {
    if (e.kind === "paid" || e.kind === "captured") {
      takenByRef.set(e.reference, Math.max(takenByRef.get(e.reference) ?? 0, minor(e)));
      ended.add(e.reference);
    } else if (e.kind === "voided") ended.add(e.reference);
    // Money the merchant saw arrive: cash in hand, or a UPI payment confirmed by its UTR (issue 46).
    else if (e.kind === "cash_received" || e.kind === "upi_received") cashMinor += minor(e);
    else if (e.kind === "refunded") refundedMinor += minor(e);
    else if (e.kind === "flagged") flag = e.note ?? "flagged";
  }
  const paidMinor = cashMinor + [...takenByRef.values()].reduce((a, b) => a + b, 0);
  const has = (kind: PaymentEventKind) => events.some((e) => e.kind === kind);
  const holding = events.some((e) => e.kind === "authorized" && !ended.has(e.reference));
  let status: PaymentStatus;
  if (paidMinor > 0 || has("paid") || has("captured") || has("cash_received") || has("upi_received"))
    status = refundedMinor <= 0 ? "paid" : refundedMinor >= paidMinor ? "refunded" : "partially_refunded";
  else if (holding) status = "authorized";
  else if (has("voided")) status = "voided";
  else if (has("expired")) status = "expired";
  else if (current === "unpaid" || current === "awaiting_payment") status = current;
  else status = method === "cash" ? "unpaid" : "awaiting_payment";
  return { status, paidMinor, refundedMinor, flag };
}

/** The payment histories of some of a merchant's orders, oldest first. */
export async function listPaymentEvents(db: Db | Tx, merchantId: string, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.merchantId, merchantId), inArray(paymentEvents.orderId, orderIds)))
    .orderBy(asc(paymentEvents.createdAt), asc(paymentEvents.id));
}

/** One entry for the merchant: a cash entry's reference is ours (a request key), so it is not shown. */
export function toPaymentEvent(row: PaymentEventRow, currency: string): TPaymentEvent {
  const provider = row.provider as TPaymentEvent["provider"];
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amount === null ? null : toDecimalString(row.amount, currency),
    provider,
    reference: provider === "cash" ? null : row.reference,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}
