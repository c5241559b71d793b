import { and, asc, inArray } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { merchants } from "#server/db/schema/merchants";
import { orderItems } from "#server/db/schema/order-items";
import { orders } from "#server/db/schema/orders";

/** What a mail says about its store: the name, how it looks, how to reach it. */
const storeColumns = {
  id: merchants.id,
  businessName: merchants.businessName,
  customDisplayName: merchants.customDisplayName,
  businessSlug: merchants.businessSlug,
  logoUrl: merchants.logoUrl,
  theme: merchants.theme,
  contactPhone: merchants.contactPhone,
  address: merchants.address,
  timeZone: merchants.timeZone,
};

const orderColumns = {
  id: orders.id,
  merchantId: orders.merchantId,
  trackingCode: orders.trackingCode,
  status: orders.status,
  orderType: orders.orderType,
  totalAmount: orders.totalAmount,
  subtotal: orders.subtotal,
  deliveryFee: orders.deliveryFee,
  discountCode: orders.discountCode,
  discountAmount: orders.discountAmount,
  fulfilment: orders.fulfilment,
  scheduledFor: orders.scheduledFor,
  etaMinutes: orders.etaMinutes,
  deliveryZoneName: orders.deliveryZoneName,
  customerName: orders.customerName,
  customerPhone: orders.customerPhone,
  customerAddress: orders.customerAddress,
  notes: orders.notes,
  prescriptionNotes: orders.prescriptionNotes,
  createdAt: orders.createdAt,
};

export type MailStore = Awaited<ReturnType<typeof findStores>>[number];
export type MailOrder = Awaited<ReturnType<typeof findOrders>>[number];
export type MailOrderItem = Awaited<ReturnType<typeof findOrderItems>>[number];

/** A batch of claimed mails reads its stores, orders and lines in three queries, not three per mail. */
export function findStores(db: Db, ids: string[]) {
  return ids.length === 0
    ? Promise.resolve([])
    : db.select(storeColumns).from(merchants).where(inArray(merchants.id, ids));
}

export function findOrders(db: Db, ids: string[]) {
  return ids.length === 0
    ? Promise.resolve([])
    : db.select(orderColumns).from(orders).where(inArray(orders.id, ids));
}

export function findOrderItems(db: Db, merchantIds: string[], orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orderItems.orderId,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      price: orderItems.price,
      options: orderItems.options,
    })
    .from(orderItems)
    .where(and(inArray(orderItems.merchantId, merchantIds), inArray(orderItems.orderId, orderIds)))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
}
