import { Printer } from "lucide-react";
import type { TSeenOrderDetails } from "#contracts/order-privacy";
import { Button } from "#web/components/ui/button";
import { printTicket } from "../utils/ticket-printer";

/** The order's ticket on paper: an 80 mm receipt for a kitchen or packing printer, or an A4 page. */
export function PrintTicketButtons({ order }: { order: TSeenOrderDetails }) {
  return (
    <div className="flex flex-wrap gap-2 md:col-span-2">
      <Button size="sm" variant="outline" onClick={() => void printTicket(order, "receipt")}>
        <Printer aria-hidden /> Print receipt
      </Button>
      <Button size="sm" variant="outline" onClick={() => void printTicket(order, "a4")}>
        <Printer aria-hidden /> Print A4
      </Button>
    </div>
  );
}
