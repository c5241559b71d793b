import type { TMerchantOrder, TMerchantOrderDetails } from "#contracts/order-management";
import { requireOwn } from "#server/access/own-rows";
import type { Db, Tx } from "#server/db/client";
import { listPaymentEvents, toPaymentEvent } from "#server/modules/payments/service";
import { storeCountry, whatsappDigits } from "#server/phones/whatsapp-phone";
import { toMerchantOrder, toOrderItemDetails, toStatusHistoryEntry } from "./mappers";
import { ORDER } from "./own-orders";
import * as q from "./queries";

/** The page's lines, histories and payment histories: one query each, whatever the page size. */
export async function withDetails(
  db: Db | Tx,
  merchantId: string,
  orders: TMerchantOrder[],
): Promise<TMerchantOrderDetails[]> {
  const ids = orders.map((o) => o.id);
  const [items, history, store, payments] = await Promise.all([
    q.listOrderItems(db, merchantId, ids),
    q.listStatusHistory(db, merchantId, ids),
    q.findStoreCountrySource(db, merchantId),
    listPaymentEvents(db, merchantId, ids),
  ]);
  const country = store ? storeCountry(store) : null;
  return orders.map((order) => ({
    ...order,
    customer: { ...order.customer, whatsappPhone: whatsappDigits(order.customer.phone, country) },
    orderItems: items
      .filter((i) => i.orderId === order.id)
      .map((item) => toOrderItemDetails(item, order.currency)),
    statusHistory: history.filter((h) => h.orderId === order.id).map(toStatusHistoryEntry),
    payments: payments.filter((p) => p.orderId === order.id).map((p) => toPaymentEvent(p, order.currency)),
  }));
}

/** One order with its details; in a transaction, as that transaction sees it (a refund's answer). */
export async function getOrderDetails(
  db: Db | Tx,
  merchantId: string,
  orderId: string,
): Promise<TMerchantOrderDetails> {
  const row = await requireOwn(db, merchantId, ORDER, orderId);
  const [details] = await withDetails(db, merchantId, [toMerchantOrder(row.order, row.itemCount)]);
  return details!;
}
