import { dashboardKeys } from "#web/features/dashboard/api/query-keys";
import type { OrdersFilter } from "./get-orders";

/** The merchant's orders' query keys (decision 0039): every orders query starts with `all`. */
export const ordersKeys = {
  all: ["orders"] as const,
  /** GET /api/merchant/orders/detailed: the Orders tab's list, a page at a time. */
  list: (filter: OrdersFilter) => [...ordersKeys.all, "list", filter] as const,
  /** GET /api/merchant/orders/counts */
  counts: () => [...ordersKeys.all, "counts"] as const,
  /** The kitchen's queue (GET /api/merchant/orders/detailed per status to prepare). */
  kitchen: () => [...ordersKeys.all, "kitchen"] as const,
  /** GET /api/merchant/orders/{id} */
  one: (orderId: string) => [...ordersKeys.all, "one", orderId] as const,
  /** What any change to orders makes stale: lists, counts, details and the dashboard's figures. */
  changed: () => [ordersKeys.all, dashboardKeys.stats()] as const,
};
