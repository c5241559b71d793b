import type { TBulkOrderStatusResponse } from "#contracts/order-management";
import { ORDER_STATUS_LABELS } from "#contracts/order-statuses";
import type { ToastOptions } from "#web/components/ui/use-toast";
import { orderLabel } from "./order-format";

/** How many of the orders that could not be changed the toast names; the rest are counted. */
const NAMED = 3;

const orders = (n: number) => `${n} order${n === 1 ? "" : "s"}`;

/**
 * The toast after a bulk status change: "12 orders cancelled", and which could not be and why
 * ("2 could not be: Order #1a2b3c4d: Already cancelled; …").
 */
export function describeBulkStatus({ status, changed, unchanged }: TBulkOrderStatusResponse): ToastOptions {
  const done = ORDER_STATUS_LABELS[status].toLowerCase();
  const title = changed.length === 0 ? `No orders ${done}` : `${orders(changed.length)} ${done}`;
  if (unchanged.length === 0) return { title };
  const named = unchanged.slice(0, NAMED).map(({ id, message }) => `${orderLabel(id)}: ${message}`);
  const more = unchanged.length > NAMED ? `; and ${unchanged.length - NAMED} more` : "";
  const could = changed.length === 0 ? orders(unchanged.length) : unchanged.length;
  return { title, description: `${could} could not be: ${named.join("; ")}${more}.` };
}
