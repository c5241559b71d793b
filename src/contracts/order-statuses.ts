/** The five order statuses and two order types of the spec (section 4); zod-free for every screen. */
export const ORDER_STATUSES = ["pending", "confirmed", "processing", "completed", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_TYPES = ["regular", "prescription"] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  processing: "Processing",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** The dashboard shows an order by the first 8 characters of its id (spec section 2). */
export const dashboardOrderNumber = (orderId: string) => orderId.slice(0, 8);

/** The customer's pages show an order as "#" and the last 8 characters of its id, upper-cased (spec section 2). */
export const customerOrderNumber = (orderId: string) => `#${orderId.slice(-8).toUpperCase()}`;
