import { toDecimalString, toMinor } from "#contracts/money";
import { ORDER_MANAGEMENT_MESSAGES, type TStatusChange } from "#contracts/order-management";
import { dashboardOrderNumber, ORDER_STATUS_LABELS, type OrderStatus } from "#contracts/order-statuses";
import { PAYMENT_MESSAGES } from "#contracts/payments";
import type { Tx } from "#server/db/client";
import type { OrderItemRow } from "#server/db/schema/order-items";
import type { OrderRow } from "#server/db/schema/orders";
import { personNamed, recordAudits } from "#server/modules/audit/service";
import { releaseUses, retakeUse } from "#server/modules/discounts/service";
import { queueCustomerMail } from "#server/modules/mail/service";
import { paymentMoveOf } from "#server/modules/payments/service";
import { lockOrderStock, moveStock, shortOf } from "./order-stock";
import { insertStatusHistory, listOrderItems, setOrdersStatus } from "./queries";
import { moveSlotCounts } from "./slot-queries";

export interface ChangedOrder {
  order: OrderRow;
  itemCount: number;
}

/**
 * The rules of a merchant's status change (spec section 4: any of the five, directly), for one order
 * (update-order-status.ts) or many (bulk-order-status.ts) locked by the caller in its transaction, so
 * two staff changing an order at once leave one consistent story. A constant number of statements
 * however many orders, but for orders reopened when their stock is short (then each in turn).
 *
 * - Stock follows the goods (decision 0043). Cancelling puts an order's units back on sale (a line
 *   with a variant moves the variant's units and the product's, order-stock.ts), except a completed
 *   order's, whose goods left with the customer: those only with `restock` ("Returned to stock").
 *   The order remembers whether its units went back (`stockReturned`), and reopening it takes them
 *   again only then; an order whose units are gone is refused with the single change's 409 message.
 * - A slot's place and a discount code's use go back on cancelling and are taken again on reopening
 *   (the merchant's choice, so even past a cap or a limit).
 * - Only a completed order has an actual delivery: completing stamps `now` (the app's clock), any
 *   other status clears it (queries.ts's setOrdersStatus).
 * - Each order gets a history row with the note, stamped by the database; a customer who gave an
 *   email is mailed a new status (not a note added to the one they know), through the outbox in the
 *   same transaction.
 * - Card money moves before, at the provider, under the order's payment lease (issue 41, decision
 *   0050; payments' movePaymentsFirst): leaving pending captures an authorized payment, cancelling
 *   releases a hold, and cancelling a paid order refunds what is left when the single change asks
 *   (`refund`); a bulk cancel refuses a paid card order. A provider that refuses or cannot be
 *   reached leaves that order as it was.
 */
/**
 * A status change, and who made it: the merchant, unless the store's own rules did ("system").
 * `personId`: the member who made it (decision 0059), named in the order's history and recorded in
 * the activity log; a change by the system (expiry, housekeeping, a webhook) has none and is not
 * recorded there, its history row saying "system" already.
 */
export type StatusChangeBy = TStatusChange & { by?: "merchant" | "system"; personId?: string | null };

export async function changeStatuses(
  tx: Tx,
  merchantId: string,
  lockedOrders: OrderRow[],
  change: StatusChangeBy,
  now: number,
  mailBaseUrl: string | null,
  /** A bulk change: a paid card order is not cancelled with others (nobody was asked about a refund). */
  many = false,
): Promise<{ changed: ChangedOrder[]; refused: Map<string, string> }> {
  const { settled: locked, unsettled } = moneySettled(lockedOrders, change, many);
  const items = await listOrderItems(
    tx,
    merchantId,
    locked.filter((order) => order.orderType === "regular").map((order) => order.id),
  );
  const lines = new Map<string, OrderItemRow[]>();
  for (const item of items) {
    const list = lines.get(item.orderId);
    if (list) list.push(item);
    else lines.set(item.orderId, [item]);
  }
  const linesOf = (order: OrderRow) => lines.get(order.id) ?? [];
  const cancelling = change.status === "cancelled" ? locked.filter((o) => o.status !== "cancelled") : [];
  const reopening = change.status !== "cancelled" ? locked.filter((o) => o.status === "cancelled") : [];

  const returning = cancelling.filter((order) => order.status !== "completed" || change.restock);
  if (returning.length)
    await moveStock(tx, merchantId, await lockOrderStock(tx, merchantId, returning.flatMap(linesOf)), 1);
  const refused = await takeStockAgain(
    tx,
    merchantId,
    reopening.filter((order) => order.stockReturned),
    linesOf,
  );
  const reopened = reopening.filter((order) => !refused.has(order.id));
  const accepted = locked.filter((order) => !refused.has(order.id));
  for (const [id, message] of unsettled) refused.set(id, message);
  if (accepted.length === 0) return { changed: [], refused };

  const slotted = (orders: OrderRow[]) => orders.flatMap((o) => (o.scheduledFor ? [o.scheduledFor] : []));
  await moveSlotCounts(tx, merchantId, slotted(cancelling), -1);
  await moveSlotCounts(tx, merchantId, slotted(reopened), 1);
  await releaseUses(
    tx,
    merchantId,
    cancelling.map((order) => order.id),
  );
  for (const order of reopened) await retakeUse(tx, merchantId, order);

  const rows = await setOrdersStatus(
    tx,
    merchantId,
    accepted.map((order) => order.id),
    {
      status: change.status,
      now: new Date(now),
      returned: returning.map((order) => order.id),
      retaken: reopened.filter((order) => order.stockReturned).map((order) => order.id),
    },
  );
  const person = await personNamed(tx, change.personId);
  await insertStatusHistory(
    tx,
    accepted.map((order) => ({
      orderId: order.id,
      merchantId,
      status: change.status,
      notes: change.notes,
      updatedBy: change.by ?? "merchant",
      changedById: person?.id ?? null,
      changedByName: person?.name ?? null,
    })),
  );
  if (person)
    await recordAudits(
      tx,
      person,
      accepted.flatMap((order) => [
        statusRecord(merchantId, order, change),
        ...refundRecord(merchantId, order, change),
      ]),
    );
  await queueCustomerMail(
    tx,
    mailBaseUrl,
    accepted.filter((order) => order.status !== change.status),
    "customer_status_changed",
    { status: change.status, note: change.notes },
  );
  const units = (order: OrderRow) => linesOf(order).reduce((sum, item) => sum + item.quantity, 0);
  return { changed: rows.map((order) => ({ order, itemCount: units(order) })), refused };
}

/** The activity log's line for one order's change: "Order 1a2b3c4d: Pending → Confirmed". */
function statusRecord(merchantId: string, order: OrderRow, change: StatusChangeBy) {
  const label = (status: string) => ORDER_STATUS_LABELS[status as OrderStatus] ?? status;
  const what =
    order.status === change.status
      ? `note added to ${label(change.status)}`
      : `${label(order.status)} → ${label(change.status)}`;
  return {
    merchantId,
    kind: "order" as const,
    summary: `Order ${dashboardOrderNumber(order.id)}: ${what}`,
    details: {
      orderId: order.id,
      trackingCode: order.trackingCode,
      status: { from: order.status, to: change.status },
      ...(change.notes ? { notes: change.notes } : {}),
      ...(change.refund ? { refund: true } : {}),
      ...(change.restock ? { restock: true } : {}),
    },
  };
}

/**
 * A cancel that refunded the card (`refund`, done at the provider before this transaction): a
 * payment line of its own, with what the order has had back in all.
 */
function refundRecord(merchantId: string, order: OrderRow, change: StatusChangeBy) {
  if (!change.refund || change.status !== "cancelled" || toMinor(order.amountRefunded, order.currency) <= 0)
    return [];
  const amount = toDecimalString(order.amountRefunded, order.currency);
  return [
    {
      merchantId,
      kind: "payment" as const,
      summary: `Order ${dashboardOrderNumber(order.id)}: card refunded on cancelling (${amount} refunded in all)`,
      details: { orderId: order.id, trackingCode: order.trackingCode, refunded: amount },
    },
  ];
}

/**
 * The card money of the orders has moved already, before this transaction and at the provider
 * (payments' movePaymentsFirst: no transaction is held across a provider's call), so each order's
 * payment is as the change needs it: a captured payment, a released hold, a refund made. One that
 * still needs a move is left out of the change: a paid card order in a bulk cancel, with why, or
 * one whose payment changed since (a payment that came in meanwhile).
 */
function moneySettled(locked: OrderRow[], change: StatusChangeBy, many: boolean) {
  const settled: OrderRow[] = [];
  const unsettled = new Map<string, string>();
  for (const order of locked) {
    const move = paymentMoveOf(order, change, many);
    if (move === null) settled.push(order);
    else unsettled.set(order.id, typeof move === "object" ? move.refuse : PAYMENT_MESSAGES.paymentChanged);
  }
  return { settled, unsettled };
}

/**
 * Reopened orders take their units again, or are refused when any line's stock is short. All at once
 * when there is enough for all of them (the usual case); otherwise in turn, as that many single
 * changes would, each taking what is left after the ones before it.
 */
async function takeStockAgain(
  tx: Tx,
  merchantId: string,
  orders: OrderRow[],
  linesOf: (order: OrderRow) => OrderItemRow[],
): Promise<Map<string, string>> {
  const refused = new Map<string, string>();
  if (orders.length === 0) return refused;
  const all = await lockOrderStock(tx, merchantId, orders.flatMap(linesOf));
  if (!shortOf(all)) {
    await moveStock(tx, merchantId, all, -1);
    return refused;
  }
  for (const order of orders) {
    const moves = await lockOrderStock(tx, merchantId, linesOf(order));
    const short = shortOf(moves);
    if (short)
      refused.set(
        order.id,
        ORDER_MANAGEMENT_MESSAGES.notEnoughStock(short.label, Math.max(0, short.left ?? 0)),
      );
    else await moveStock(tx, merchantId, moves, -1);
  }
  return refused;
}
