import { discountLabel } from "#contracts/discounts";
import { formatMoney, toCents } from "#contracts/money";
import { lineTotalCents } from "#contracts/order-lines";
import { PAYMENT_MESSAGES } from "#contracts/payments";
import { storeDateTime } from "#contracts/trading-hours";
import type { MailOrder, MailOrderItem } from "../mail-data-queries";
import { detailRows, escapeHtml, htmlLines } from "./mail-html";

/** Delivery or pickup, and when: "Delivery · as soon as possible", "Pickup · Nov 25, 2026, 6:00 PM". */
export function fulfilmentLine(order: MailOrder, timeZone: string): string {
  const how = order.fulfilment === "pickup" ? "Pickup" : "Delivery";
  const when = order.scheduledFor ? storeDateTime(order.scheduledFor, timeZone) : "as soon as possible";
  return `${how} · ${when}`;
}

const optionsOf = (item: MailOrderItem) => item.options.map((o) => `${o.group}: ${o.name}`).join(", ");

/** The lines and totals as plain text, one line each, for the text part. */
export function itemsText(order: MailOrder, items: MailOrderItem[]): string[] {
  const lines = items.map((item) => {
    const options = optionsOf(item);
    return `${item.quantity} × ${item.productName}${options ? ` (${options})` : ""}  ${lineTotal(item)}`;
  });
  return [...lines, "", ...totalsOf(order).map(([label, value]) => `${label}: ${value}`)];
}

/** The line total every view of the order shows (one rule: lineTotalCents). */
const lineTotal = (item: MailOrderItem) => formatMoney(lineTotalCents(item));

function totalsOf(order: MailOrder): [string, string][] {
  const rows: [string, string][] = [["Subtotal", formatMoney(order.subtotal)]];
  if (order.fulfilment === "delivery") rows.push(["Delivery fee", formatMoney(order.deliveryFee)]);
  if (toCents(order.discountAmount) > 0)
    rows.push([discountLabel(order.discountCode), `−${formatMoney(order.discountAmount)}`]);
  rows.push(["Total", formatMoney(order.totalAmount)]);
  return rows;
}

export function itemsHtml(order: MailOrder, items: MailOrderItem[]): string {
  const rows = items
    .map((item) => {
      const options = optionsOf(item);
      return `<tr><td style="padding:8px 8px 8px 0;border-bottom:1px solid #f3f4f6;vertical-align:top"><strong>${item.quantity} × ${escapeHtml(item.productName)}</strong>${options ? `<br><span style="color:#6b7280;font-size:14px">${escapeHtml(options)}</span>` : ""}</td><td style="padding:8px 0;border-bottom:1px solid #f3f4f6;text-align:right;vertical-align:top;white-space:nowrap">${lineTotal(item)}</td></tr>`;
    })
    .join("");
  const totals = totalsOf(order)
    .map(
      ([label, value], i, all) =>
        `<tr><td style="padding:4px 8px 4px 0;${i === all.length - 1 ? "font-weight:700" : "color:#6b7280"}">${label}</td><td style="padding:4px 0;text-align:right;${i === all.length - 1 ? "font-weight:700" : ""}">${value}</td></tr>`,
    )
    .join("");
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;font-size:15px">${rows}${totals}</table>`;
}

/** Who ordered and where it goes, for the store. */
export function customerRows(order: MailOrder, timeZone: string): [string, string][] {
  const rows: [string, string][] = [
    ["Customer", order.customerName],
    ["Phone", order.customerPhone],
    ["Fulfilment", fulfilmentLine(order, timeZone)],
  ];
  if (order.fulfilment === "delivery" && order.customerAddress) rows.push(["Address", order.customerAddress]);
  if (order.deliveryZoneName) rows.push(["Zone", order.deliveryZoneName]);
  if (order.prescriptionNotes) rows.push(["Prescription notes", order.prescriptionNotes]);
  if (order.notes) rows.push(["Notes", order.notes]);
  return rows;
}

/**
 * How the order is paid, as of the mail's sending (issue 41): "Paid by card", "Cash due $25.00",
 * what was refunded. Nothing for a cash order with nothing to pay (cancelled, or a prescription not
 * yet quoted).
 */
export function paymentRows(order: MailOrder): [string, string][] {
  const rows: [string, string][] = [];
  const text = paymentText(order);
  if (text) rows.push(["Payment", text]);
  if (toCents(order.amountRefunded) > 0) rows.push(["Refunded", formatMoney(order.amountRefunded)]);
  return rows;
}

function paymentText(order: MailOrder): string | null {
  if (order.paymentMethod === "cash") {
    if (toCents(order.amountPaid) > 0) return "Paid in cash";
    if (order.status === "cancelled" || toCents(order.totalAmount) === 0) return null;
    return `Cash due ${formatMoney(order.totalAmount)}`;
  }
  switch (order.paymentStatus) {
    case "paid":
    case "partially_refunded":
    case "refunded":
      return "Paid by card";
    case "authorized":
      return "Card authorized: charged when the order is confirmed";
    case "awaiting_payment":
      return "Awaiting card payment";
    case "voided":
      return "Card authorization released: nothing was charged";
    case "expired":
    case "failed":
      return PAYMENT_MESSAGES.expiredNote;
    default:
      return null;
  }
}

export const rowsText = (rows: [string, string][]) => rows.map(([label, value]) => `${label}: ${value}`);
export const rowsHtml = (rows: [string, string][]) =>
  detailRows(rows.map(([label, value]) => [label, htmlLines(value)]));
