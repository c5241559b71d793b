import { useQuery } from "@tanstack/react-query";
import { useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { tradingQueryOptions } from "#web/features/settings/api/trading";
import { currentTicket, subscribeTicket, type TicketFormat } from "../utils/ticket-printer";
import { OrderTicket, type TicketStore } from "./order-ticket";

const MM_PER_PX = 25.4 / 96;
const MARGIN_MM: Record<TicketFormat, number> = { receipt: 4, a4: 15 };

/**
 * What prints: the ticket alone, none of the dashboard. On screen the ticket is laid out out of
 * sight (not display: none, so it can be measured); a receipt's page is exactly as long as the
 * ticket, so a roll printer cuts after it rather than feeding blank paper.
 */
function printRules(format: TicketFormat, ticketHeightPx: number) {
  const margin = MARGIN_MM[format];
  const size = format === "a4" ? "A4" : `80mm ${Math.ceil(ticketHeightPx * MM_PER_PX + 2 * margin + 2)}mm`;
  return `.ticket-print { position: fixed; left: -10000px; top: 0; visibility: hidden; }
.ticket-print[data-format="a4"] { width: ${210 - 2 * margin}mm; }
@media print {
  body > :not(.ticket-print) { display: none !important; }
  .ticket-print { position: static; visibility: visible; }
  @page { size: ${size}; margin: ${margin}mm; }
}`;
}

/** Renders the ticket being printed (ticket-printer.ts) straight into the body, beside the app. */
export function TicketPrintHost({ store }: { store: TicketStore }) {
  const job = useSyncExternalStore(subscribeTicket, currentTicket, () => null);
  const timeZone = useQuery(tradingQueryOptions()).data?.timeZone;
  const root = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  // Measured before the browser paints, so the page size is right by the time print() is called.
  useLayoutEffect(() => {
    if (job && root.current) setHeight(root.current.getBoundingClientRect().height);
  }, [job]);
  if (!job) return null;
  return createPortal(
    <div ref={root} className="ticket-print" data-format={job.format} data-testid="ticket-print">
      <style>{printRules(job.format, height)}</style>
      <OrderTicket order={job.order} store={store} format={job.format} timeZone={timeZone} />
    </div>,
    document.body,
  );
}
