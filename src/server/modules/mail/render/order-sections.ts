import { discountLabel } from "#contracts/discounts";
import { displayLocale } from "#contracts/display-locale";
import { formatMoney, type TMoneyFormat, toMinor } from "#contracts/money";
import { lineTotalMinor } from "#contracts/order-lines";
import { PAYMENT_MESSAGES } from "#contracts/payments";
import { storeDateTime } from "#contracts/trading-hours";
import type { MailOrder, MailOrderItem } from "../mail-data-queries";
import { detailRows, escapeHtml, htmlLines } from "./mail-html";

/** Delivery or pickup, and when: "Delivery · as soon as possible", "Pickup · Nov 25, 2026, 6:00 PM". */
export function fulfilmentLine(order: MailOrder, timeZone: string, locale: string): string {
  const how = order.fulfilment === "pickup" ? "Pickup" : "Delivery";
  const when = order.scheduledFor
    ? storeDateTime(order.scheduledFor, timeZone, locale)
    : "as soon as possible";
  return `${how} · ${when}`;
}

const optionsOf = (item: MailOrderItem) => item.options.map((o) => `${o.group}: ${o.name}`).join(", ");

/**
 * The money of a mail about `order`: its own currency (the store's when it was placed) in the
 * store's locale (decision 0067).
 */
export const mailMoney = (order: Pick<MailOrder, "currency">, store: { locale: string }): TMoneyFormat => ({
  currency: order.currency,
  locale: displayLocale(store.locale),
});

/** The lines and totals as plain text, one line each, for the text part. */
export function itemsText(order: MailOrder, items: MailOrderItem[], money: TMoneyFormat): string[] {
  const lines = items.map((item) => {
    const options = optionsOf(item);
    return `${item.quantity} × ${item.productName}${options ? ` (${options})` : ""}  ${lineTotal(item, money)}`;
  });
  return [...lines, "", ...totalsOf(order, money).map(([label, value]) => `${label}: ${value}`)];
}

/** The line total every view of the order shows (one rule: lineTotalMinor). */
const lineTotal = (item: MailOrderItem, money: TMoneyFormat) =>
  formatMoney(lineTotalMinor(item, money.currency), money);

function totalsOf(order: MailOrder, money: TMoneyFormat): [string, string][] {
  const rows: [string, string][] = [["Subtotal", formatMoney(order.subtotal, money)]];
  if (order.fulfilment === "delivery") rows.push(["Delivery fee", formatMoney(order.deliveryFee, money)]);
  if (toMinor(order.discountAmount, money.currency) > 0)
    rows.push([discountLabel(order.discountCode), `−${formatMoney(order.discountAmount, money)}`]);
  rows.push(["Total", formatMoney(order.totalAmount, money)]);
  return rows;
}

export function itemsHtml(order: MailOrder, items: MailOrderItem[], money: TMoneyFormat): string {
  const rows = items
    .map((item) => {
      const options = optionsOf(item);
      return `<tr><td style="padding:8px 8px 8px 0;border-bottom:1px solid #f3f4f6;vertical-align:top"><strong>${item.quantity} × ${escapeHtml(item.productName)}</strong>${options ? `<br><span style="color:#6b7280;font-size:14px">${escapeHtml(options)}</span>` : ""}</td><td style="padding:8px 0;border-bottom:1px solid #f3f4f6;text-align:right;vertical-align:top;white-space:nowrap">${lineTotal(item, money)}</td></tr>`;
    })
    .join("");
  const totals = totalsOf(order, money)
    .map(
      ([label, value], i, all) =>
        `<tr><td style="padding:4px 8px 4px 0;${i === all.length - 1 ? "font-weight:700" : "color:#6b7280"}">${label}</td><td style="padding:4px 0;text-align:right;${i === all.length - 1 ? "font-weight:700" : ""}">${value}</td></tr>`,
    )
    .join("");
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;font-size:15px">${rows}${totals}</table>`;
}

/** Who ordered and where it goes, for the store. */
export function customerRows(order: MailOrder, timeZone: string, locale: string): [string, string][] {
  const rows: [string, string][] = [
    ["Customer", order.customerName],
    ["Phone", order.customerPhone],
    ["Fulfilment", fulfilmentLine(order, timeZone, locale)],
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
export function paymentRows(order: MailOrder, money: TMoneyFormat): [string, string][] {
  const rows: [string, string][] = [];
  const text = paymentText(order, money);
  if (text) rows.push(["Payment", text]);
  if (toMinor(order.amountRefunded, money.currency) > 0)
    rows.push(["Refunded", formatMoney(order.amountRefunded, money)]);
  return rows;
}

function paymentText(order: MailOrder, money: TMoneyFormat): string | null {
  const { currency } = money;
  if (order.paymentMethod === "cash") {
    if (toMinor(order.amountPaid, currency) > 0) return "Paid in cash";
    if (order.status === "cancelled" || toMinor(order.totalAmount, currency) === 0) return null;
    return `Cash due ${formatMoney(order.totalAmount, money)}`;
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
