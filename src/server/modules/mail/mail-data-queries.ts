import { and, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { merchants } from "#server/db/schema/merchants";
import { ORDER_LINE_ORDER, orderItems } from "#server/db/schema/order-items";
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
  // The locale its money is written in (decision 0067); the currency is the order's own.
  locale: merchants.locale,
};

const orderColumns = {
  id: orders.id,
  merchantId: orders.merchantId,
  trackingCode: orders.trackingCode,
  status: orders.status,
  orderType: orders.orderType,
  // Its amounts are in it (decision 0067): the store's currency when it was placed.
  currency: orders.currency,
  // The customer's mails are in the language they ordered in (issue 45).
  language: orders.language,
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
  // How it is paid, as the mail is sent (issue 41): "Paid by card", "Cash due $…", refunds.
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  amountPaid: orders.amountPaid,
  amountRefunded: orders.amountRefunded,
};

export type MailStore = NonNullable<Awaited<ReturnType<typeof findMailStore>>>;
export type MailOrder = NonNullable<Awaited<ReturnType<typeof findMailOrder>>>;
export type MailOrderItem = Awaited<ReturnType<typeof findMailItems>>[number];

/** A mail reads its store, order and lines as they are when it is sent: three lookups by key, at once. */
export async function findMailStore(db: Db, merchantId: string) {
  const [store] = await db.select(storeColumns).from(merchants).where(eq(merchants.id, merchantId));
  return store ?? null;
}

export async function findMailOrder(db: Db, merchantId: string, orderId: string) {
  const [order] = await db
    .select(orderColumns)
    .from(orders)
    .where(and(eq(orders.merchantId, merchantId), eq(orders.id, orderId)));
  return order ?? null;
}

export function findMailItems(db: Db, merchantId: string, orderId: string) {
  return db
    .select({
      orderId: orderItems.orderId,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      price: orderItems.price,
      options: orderItems.options,
    })
    .from(orderItems)
    .where(and(eq(orderItems.merchantId, merchantId), eq(orderItems.orderId, orderId)))
    .orderBy(...ORDER_LINE_ORDER);
}
