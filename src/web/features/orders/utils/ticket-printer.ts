import type { TSeenOrderDetails } from "#contracts/order-privacy";
import { createPrintQueue } from "./print-queue";

/** An 80 mm receipt (a kitchen or packing printer) or an A4 page. */
export type TicketFormat = "receipt" | "a4";

export interface TicketJob {
  order: TSeenOrderDetails;
  format: TicketFormat;
}

/**
 * The ticket being printed, shared by whoever asks for a print (a button, auto-print) and the one
 * TicketPrintHost that renders it: the browser prints the whole page, so there is one ticket at a time.
 */
let current: TicketJob | null = null;
const listeners = new Set<() => void>();
const show = (job: TicketJob | null) => {
  current = job;
  for (const listener of listeners) listener();
};

export const currentTicket = () => current;
export function subscribeTicket(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Opens the print dialog and settles once it has closed (at once where print() blocks, as in Chromium). */
function printDialog(): Promise<void> {
  return new Promise((resolve) => {
    window.addEventListener("afterprint", () => resolve(), { once: true });
    try {
      window.print();
    } catch {
      resolve();
    }
  });
}

const queue = createPrintQueue<TicketJob>(async (job) => {
  show(job);
  // The host renders the ticket on this change; a task later it is on the page, laid out.
  await new Promise((resolve) => setTimeout(resolve, 0));
  try {
    await printDialog();
  } finally {
    show(null);
  }
});

/** Prints the order's ticket after any ticket already waiting. */
export const printTicket = (order: TSeenOrderDetails, format: TicketFormat) => queue.add({ order, format });
