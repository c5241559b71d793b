import { Download, FileText, Loader2, MapPin, Phone, User } from "lucide-react";
import { useState } from "react";
import { formatMoney } from "#contracts/money";
import type { TMerchantOrderDetails } from "#contracts/order-management";
import { ORDER_STATUS_LABELS, type OrderStatus } from "#contracts/order-statuses";
import { Button } from "#web/components/ui/button";
import { downloadPrescription } from "../api/download-prescription";
import { formatOrderTime } from "../utils/order-format";

const statusLabel = (status: string) => ORDER_STATUS_LABELS[status as OrderStatus] ?? status;
const UPDATED_BY: Record<string, string> = {
  system: "Placed",
  merchant: "by you",
  customer: "by the customer",
};

function PrescriptionSection({ order }: { order: TMerchantOrderDetails }) {
  const [downloading, setDownloading] = useState(false);
  const url = order.prescriptionFileUrl;
  return (
    <section className="grid content-start gap-1.5" aria-label="Prescription">
      <h4 className="font-semibold text-slate-900">Prescription</h4>
      {order.prescriptionNotes && <p className="whitespace-pre-line">{order.prescriptionNotes}</p>}
      {order.quoteMessage && <p className="text-slate-600">Your quote: {order.quoteMessage}</p>}
      {url && (
        <Button
          size="sm"
          variant="outline"
          className="justify-self-start"
          disabled={downloading}
          onClick={async () => {
            setDownloading(true);
            await downloadPrescription(url, order.id);
            setDownloading(false);
          }}
        >
          {downloading ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />} Download
          prescription
        </Button>
      )}
    </section>
  );
}

/** An order's detail: the customer as given with it, the lines, the notes and the status history. */
export function OrderDetails({ order }: { order: TMerchantOrderDetails }) {
  return (
    <div className="grid gap-4 border-t border-slate-200 pt-4 text-sm md:grid-cols-2">
      <section className="grid content-start gap-1.5" aria-label="Customer">
        <h4 className="font-semibold text-slate-900">Customer</h4>
        <p className="flex items-center gap-2">
          <User className="h-4 w-4 text-slate-400" aria-hidden /> {order.customer.name}
        </p>
        <p className="flex items-center gap-2">
          <Phone className="h-4 w-4 text-slate-400" aria-hidden />
          <a
            href={`tel:${order.customer.phone.replace(/[^\d+]/g, "")}`}
            className="text-blue-700 hover:underline"
          >
            {order.customer.phone}
          </a>
        </p>
        {order.customer.address && (
          <p className="flex items-start gap-2">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden />
            <span className="whitespace-pre-line">{order.customer.address}</span>
          </p>
        )}
        {order.notes && (
          <p className="mt-1 flex items-start gap-2 rounded-lg bg-amber-50 p-2 text-amber-900">
            <FileText className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span className="whitespace-pre-line">{order.notes}</span>
          </p>
        )}
        {(order.trackingInfo || order.estimatedDelivery) && (
          <p className="mt-1 text-slate-600">
            {order.trackingInfo}
            {order.trackingInfo && order.estimatedDelivery && " · "}
            {order.estimatedDelivery && `Estimated delivery ${formatOrderTime(order.estimatedDelivery)}`}
          </p>
        )}
      </section>

      {order.orderType === "prescription" && <PrescriptionSection order={order} />}

      {order.orderItems.length > 0 && (
        <section className="grid content-start gap-1.5" aria-label="Items">
          <h4 className="font-semibold text-slate-900">Items</h4>
          <ul className="grid gap-1">
            {order.orderItems.map((item) => (
              <li key={item.id} className="flex justify-between gap-3">
                <span>
                  {item.quantity} × {item.productName}
                </span>
                <span className="tabular-nums text-slate-600">{formatMoney(item.price)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="grid content-start gap-1.5 md:col-span-2" aria-label="Status history">
        <h4 className="font-semibold text-slate-900">Status history</h4>
        <ol className="grid gap-2 border-l-2 border-slate-200 pl-4">
          {order.statusHistory.map((entry) => (
            <li key={entry.id} className="relative">
              <span
                className="absolute -left-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full bg-blue-500"
                aria-hidden
              />
              <span className="font-medium">{statusLabel(entry.status)}</span>{" "}
              <span className="text-slate-500">
                {UPDATED_BY[entry.updatedBy] ?? entry.updatedBy} · {formatOrderTime(entry.createdAt)}
              </span>
              {entry.notes && <p className="text-slate-600">{entry.notes}</p>}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
