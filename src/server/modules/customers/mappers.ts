import type { TCustomer, TCustomerDetails } from "#contracts/customers";
import { toDecimalString } from "#contracts/money";
import type { CustomerRow } from "#server/db/schema/customers";
import type { CustomerOrderRow } from "./queries";

/** A customer; what they spent is in the store's currency (it changes only while the store has no orders). */
export function toCustomerResponse(row: CustomerRow, currency: string): TCustomer {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    address: row.address,
    ordersCount: row.ordersCount,
    totalSpent: toDecimalString(row.totalSpent, currency),
    firstOrderAt: row.firstOrderAt?.toISOString() ?? null,
    lastOrderAt: row.lastOrderAt?.toISOString() ?? null,
  };
}

/** One of the customer's orders, its amounts in its own currency. */
export function toCustomerOrder(row: CustomerOrderRow): TCustomerDetails["orders"][number] {
  return {
    currency: row.currency,
    id: row.id,
    trackingCode: row.trackingCode,
    status: row.status,
    orderType: row.orderType,
    totalAmount: toDecimalString(row.totalAmount, row.currency),
    discountCode: row.discountCode,
    discountAmount: toDecimalString(row.discountAmount, row.currency),
    fulfilment: row.fulfilment,
    itemCount: row.itemCount,
    createdAt: row.createdAt.toISOString(),
  };
}
