import { useQuery } from "@tanstack/react-query";
import {
  Clock,
  Download,
  ExternalLink,
  FileText,
  Loader2,
  Mail,
  MapPin,
  MessageCircle,
  Phone,
  User,
} from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { discountLabel } from "#contracts/discount-rules";
import { formatMoney, US_DOLLARS } from "#contracts/money";
import type { TMerchantOrderDetails } from "#contracts/order-management";
import { customerOrderNumber, ORDER_STATUS_LABELS, type OrderStatus } from "#contracts/order-statuses";
import { describeChoice } from "#contracts/product-options";
import { storeClockText } from "#contracts/trading-hours";
import { customerMessage, whatsappHref } from "#contracts/whatsapp";
import { Button } from "#web/components/ui/button";
import { toast } from "#web/components/ui/use-toast";
import { merchantMoneyQueryOptions } from "#web/features/auth/api/get-user";
import { formatDateTime } from "#web/lib/format-time";
import { downloadPrescription } from "../api/download-prescription";
import { deliveryPointSource, openInMapsUrl } from "../utils/delivery-point";
import { orderMoney, orderTotalLabel } from "../utils/order-format";
import { prescriptionDownloadFailed } from "../utils/order-toasts";
import { PaymentSection } from "./payment-section";
import { PrintTicketButtons } from "./print-ticket-buttons";

// Leaflet comes with the first order whose details show a point, never with the Orders tab itself.
const DeliveryPointMap = lazy(() => import("./delivery-point-map"));

const statusLabel = (status: string) => ORDER_STATUS_LABELS[status as OrderStatus] ?? status;
const UPDATED_BY: Record<string, string> = {
  system: "Placed",
  merchant: "by you",
  customer: "by the customer",
};

function PrescriptionSection({ order }: { order: TMerchantOrderDetails }) {
  const { locale } = useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS;
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
            const failure = await downloadPrescription(url, order.id);
            if (failure) toast(prescriptionDownloadFailed(failure.status));
            setDownloading(false);
          }}
        >
          {downloading ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />} Download
          prescription
        </Button>
      )}
      {order.prescriptionFileRemovedAt && (
        <p className="text-slate-600" data-testid="prescription-removed">
          {prescriptionRemovedNote(order.prescriptionFileRemovedAt, locale)}
        </p>
      )}
    </section>
  );
}

/** A file deleted at the end of its retention: said, so the pharmacy does not look for a lost one. */
const prescriptionRemovedNote = (removedAt: string, locale: string) =>
  `The prescription file was deleted on ${formatDateTime(removedAt, locale)}: files are kept for a set time after their order.`;

/** Delivery or pickup, when (the store's time), the zone, and where: a small map and a link out. */
function FulfilmentSection({ order, timeZone }: { order: TMerchantOrderDetails; timeZone?: string }) {
  const { locale } = useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS;
  const point = order.deliveryPoint;
  return (
    <section className="grid content-start gap-1.5" aria-label="Fulfilment">
      <h4 className="font-semibold text-slate-900">
        {order.fulfilment === "pickup" ? "Pickup" : "Delivery"}
      </h4>
      <p className="flex items-center gap-2">
        <Clock className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
        {order.scheduledFor
          ? `Scheduled for ${storeClockText(order.scheduledFor, timeZone, locale, "date")}`
          : "As soon as possible"}
      </p>
      {order.deliveryZoneName && <p className="text-slate-600">Zone: {order.deliveryZoneName}</p>}
      {point && (
        <div className="grid gap-1.5">
          <Suspense fallback={<div className="h-44 rounded-lg bg-slate-100" />}>
            <DeliveryPointMap point={point} />
          </Suspense>
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            {point.source && (
              <span className="text-slate-600" data-testid="delivery-point-source">
                {deliveryPointSource(point)}
              </span>
            )}
            <a
              href={openInMapsUrl(point)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-9 items-center gap-1.5 font-medium text-blue-700 hover:underline"
            >
              <ExternalLink className="h-4 w-4" aria-hidden /> Open in maps
            </a>
          </div>
        </div>
      )}
    </section>
  );
}

/**
 * The order's lines (what was chosen of each, the unit price and the line's amount), then what it
 * costs: subtotal, delivery fee and total, all decided by the server.
 */
function ItemsSection({ order }: { order: TMerchantOrderDetails }) {
  const money = orderMoney(order, useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS);
  const amounts: [label: string, value: string][] = [
    ["Subtotal", formatMoney(order.subtotal, money)],
    ["Delivery fee", formatMoney(order.deliveryFee, money)],
    ...(Number(order.discountAmount) > 0
      ? [
          [discountLabel(order.discountCode), `−${formatMoney(order.discountAmount, money)}`] as [
            string,
            string,
          ],
        ]
      : []),
  ];
  const heading = order.orderItems.length > 0 ? "Items" : "Amount";
  return (
    <section className="grid content-start gap-1.5" aria-label={heading}>
      <h4 className="font-semibold text-slate-900">{heading}</h4>
      {order.orderItems.length > 0 && (
        <ul className="grid gap-1">
          {order.orderItems.map((item) => (
            <li key={item.id} className="grid gap-0.5" data-testid="order-item">
              <div className="flex justify-between gap-3">
                <span>
                  {item.quantity} × {item.productName}
                </span>
                <span className="tabular-nums text-slate-600">{formatMoney(item.lineTotal, money)}</span>
              </div>
              {/* The choices as they were when the order was placed: a later edit of the product does not change them. */}
              {item.options.length > 0 && <p className="text-slate-600">{describeChoice(item.options)}</p>}
              {item.quantity > 1 && (
                <p className="text-xs tabular-nums text-slate-500">
                  {formatMoney(item.unitPrice, money)} each
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-1 grid gap-1 border-t border-slate-200 pt-2">
        {amounts.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 text-slate-600">
            <dt>{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 font-semibold text-slate-900">
          <dt>Total</dt>
          <dd className="tabular-nums">{orderTotalLabel(order, money)}</dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * "Message customer": a wa.me chat with the customer's phone (normalised by the server in the store's
 * country), the order's number as the customer's pages show it and its current status typed in.
 */
function MessageCustomerLink({ order, storeName }: { order: TMerchantOrderDetails; storeName?: string }) {
  const digits = order.customer.whatsappPhone;
  if (!digits) return null;
  const text = customerMessage({
    customerName: order.customer.name,
    orderNumber: customerOrderNumber(order.id),
    storeName,
    status: order.status,
  });
  return (
    <a
      href={whatsappHref(digits, text)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-9 items-center gap-1.5 justify-self-start rounded-lg border border-[#25D366] px-3 font-medium text-[#075E54] hover:bg-[#25D366]/10"
    >
      <MessageCircle className="h-4 w-4" aria-hidden /> Message customer
    </a>
  );
}

/**
 * An order's detail: the customer as given with it, how and when it is fulfilled, the lines and the
 * amounts, the notes and the status history. `timeZone` is the store's: a slot reads in it.
 * `storeName` signs the WhatsApp message to the customer.
 */
export function OrderDetails({
  order,
  timeZone,
  storeName,
}: {
  order: TMerchantOrderDetails;
  timeZone?: string;
  storeName?: string;
}) {
  const { locale } = useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS;
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
        {order.customer.email && (
          <p className="flex items-center gap-2">
            <Mail className="h-4 w-4 text-slate-400" aria-hidden />
            <a href={`mailto:${order.customer.email}`} className="break-all text-blue-700 hover:underline">
              {order.customer.email}
            </a>
          </p>
        )}
        <MessageCustomerLink order={order} storeName={storeName} />
        {/* What the customer's own pages call the order: a message or a call from them names it so. */}
        <p className="text-slate-500">
          Their order number {customerOrderNumber(order.id)} · tracking code {order.trackingCode}
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
            {order.estimatedDelivery &&
              `Estimated delivery ${formatDateTime(order.estimatedDelivery, locale)}`}
          </p>
        )}
      </section>

      <FulfilmentSection order={order} timeZone={timeZone} />

      {order.orderType === "prescription" && <PrescriptionSection order={order} />}

      <ItemsSection order={order} />

      <PaymentSection order={order} />

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
                {/* The member who changed it, by name (issue 43, decision 0059); "by you" before staff. */}
                {entry.changedBy ? `by ${entry.changedBy}` : (UPDATED_BY[entry.updatedBy] ?? entry.updatedBy)}{" "}
                · {formatDateTime(entry.createdAt, locale)}
              </span>
              {entry.notes && <p className="text-slate-600">{entry.notes}</p>}
            </li>
          ))}
        </ol>
      </section>

      <PrintTicketButtons order={order} />
    </div>
  );
}
