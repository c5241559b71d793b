import type { TCustomer, TCustomerDetails } from "#contracts/customers";
import { toDecimalString } from "#contracts/money";
import type { CustomerRow } from "#server/db/schema/customers";
import type { CustomerOrderRow } from "./queries";

export function toCustomerResponse(row: CustomerRow): TCustomer {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    address: row.address,
    ordersCount: row.ordersCount,
    totalSpent: toDecimalString(row.totalSpent),
    firstOrderAt: row.firstOrderAt?.toISOString() ?? null,
    lastOrderAt: row.lastOrderAt?.toISOString() ?? null,
  };
}

export function toCustomerOrder(row: CustomerOrderRow): TCustomerDetails["orders"][number] {
  return {
    id: row.id,
    trackingCode: row.trackingCode,
    status: row.status,
    orderType: row.orderType,
    totalAmount: toDecimalString(row.totalAmount),
    discountCode: row.discountCode,
    discountAmount: toDecimalString(row.discountAmount),
    fulfilment: row.fulfilment,
    itemCount: row.itemCount,
    createdAt: row.createdAt.toISOString(),
  };
}
