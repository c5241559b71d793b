import type { TOrderCustomer } from "#contracts/orders";
import type { Tx } from "#server/db/client";
import type { OrderRow } from "#server/db/schema/orders";
import { AppError } from "#server/errors";
import { insertOrderUnlessCodeTaken, insertStatusHistory, upsertCustomer } from "./queries";

export const RETRY_MESSAGE = "Could not place your order. Please try again.";

/**
 * The rows every new order writes, inside the caller's transaction: the customer (one per phone
 * per store, refreshed), the order with its own copy of the delivery details, and the first
 * history row. A tracking-code clash (astronomically rare) is retried once.
 */
export async function insertNewOrder(
  tx: Tx,
  order: {
    merchantId: string;
    customer: TOrderCustomer;
    orderType: OrderRow["orderType"];
    totalAmount: string;
    notes: string | null;
    prescriptionFileUrl?: string;
    prescriptionNotes?: string | null;
    delivery: { lat: number; lng: number; zoneId: string; zoneName: string } | null;
  },
  historyNote: string,
): Promise<OrderRow> {
  const { merchantId, customer: details, delivery, ...rest } = order;
  const customer = await upsertCustomer(tx, {
    merchantId,
    name: details.name,
    phone: details.phone,
    address: details.address,
  });
  const values = {
    ...rest,
    merchantId,
    customerId: customer.id,
    customerName: details.name,
    customerPhone: details.phone,
    customerAddress: details.address,
    ...(delivery && {
      deliveryLat: delivery.lat.toFixed(6),
      deliveryLng: delivery.lng.toFixed(6),
      deliveryZoneId: delivery.zoneId,
      deliveryZoneName: delivery.zoneName,
    }),
    status: "pending" as const,
  };
  const row =
    (await insertOrderUnlessCodeTaken(tx, values)) ?? (await insertOrderUnlessCodeTaken(tx, values));
  if (!row) throw new AppError("CONFLICT", RETRY_MESSAGE);
  await insertStatusHistory(tx, {
    orderId: row.id,
    merchantId,
    status: "pending",
    updatedBy: "system",
    notes: historyNote,
  });
  return row;
}
