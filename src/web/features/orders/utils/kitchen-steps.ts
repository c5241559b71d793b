import type { TSeenOrder } from "#contracts/order-privacy";
import type { OrderStatus } from "#contracts/order-statuses";

/**
 * The one tap that moves an order on in the kitchen, through the spec's statuses (section 4):
 * pending → confirmed → processing → completed. The last is the food leaving the kitchen: handed
 * over at the counter for a pickup, given to the rider for a delivery; the order then leaves the
 * queue. Cancelling is not the kitchen's: the counter does it (with the refund question).
 */
export function nextStepOf(
  order: Pick<TSeenOrder, "status" | "fulfilment">,
): { label: string; status: OrderStatus } | null {
  if (order.status === "pending") return { label: "Confirm", status: "confirmed" };
  if (order.status === "confirmed") return { label: "Start preparing", status: "processing" };
  if (order.status === "processing")
    return {
      label: order.fulfilment === "pickup" ? "Ready for pickup" : "Out for delivery",
      status: "completed",
    };
  return null;
}

/** "just now", "4 min", "1 h 05 min": how long an order has waited, at a glance. */
export function ageOf(createdAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - new Date(createdAt).getTime()) / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`;
}
