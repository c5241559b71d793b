import type { TNewOrderEvent } from "#contracts/order-management";
import type { EventBus } from "#server/events/event-bus";

/** The channel new orders are announced on, to every app process (LISTEN/NOTIFY on PostgreSQL). */
const NEW_ORDERS_CHANNEL = "new_orders";

/**
 * Tells every open dashboard of the store about a new order. Called after the order is committed;
 * a failure to announce never fails the order: the bus logs and counts it (dashboards also refetch
 * when their stream reconnects).
 */
export async function announceNewOrder(events: EventBus, merchantId: string, order: TNewOrderEvent) {
  await events.publish(NEW_ORDERS_CHANNEL, JSON.stringify({ merchantId, order }));
}

/** Calls `onOrder` for each new order of this merchant placed through any process. */
export function subscribeToNewOrders(
  events: EventBus,
  merchantId: string,
  onOrder: (order: TNewOrderEvent) => void,
): () => void {
  return events.subscribe(NEW_ORDERS_CHANNEL, (payload) => {
    const message = JSON.parse(payload) as { merchantId: string; order: TNewOrderEvent };
    if (message.merchantId === merchantId) onOrder(message.order);
  });
}
