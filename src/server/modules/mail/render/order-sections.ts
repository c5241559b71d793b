import { storeMoneyFormat } from "#contracts/display-locale";
import { formatMoney, type TMoneyFormat, toMinor } from "#contracts/money";
import { lineTotalMinor } from "#contracts/order-lines";
import { DEFAULT_LANGUAGE } from "#contracts/store-locale";
import { storeDateTime } from "#contracts/trading-hours";
import type { MailOrder, MailOrderItem } from "../mail-data-queries";
import { detailRows, endSide, escapeHtml, htmlLines } from "./mail-html";
import { type MailText, mailText } from "./mail-language";

/**
 * The sections every order mail shares, in the words of `text`: the customer's language in their
 * mails (issue 45), English (the default) in the store's.
 */
const ENGLISH = mailText(DEFAULT_LANGUAGE);

/** Delivery or pickup, and when: "Delivery · as soon as possible", "Pickup · Nov 25, 2026, 6:00 PM". */
export function fulfilmentLine(
  order: MailOrder,
  timeZone: string,
  locale: string,
  { t }: MailText = ENGLISH,
): string {
  const pickup = order.fulfilment === "pickup";
  if (!order.scheduledFor) return t(pickup ? "mail.pickupAsap" : "mail.deliveryAsap");
  const when = storeDateTime(order.scheduledFor, timeZone, locale);
  return t(pickup ? "mail.pickupAt" : "mail.deliveryAt", { when });
}

const optionsOf = (item: MailOrderItem) => item.options.map((o) => `${o.group}: ${o.name}`).join(", ");

/**
 * The money of a mail about `order`: its own currency (the store's when it was placed) in the
 * store's formats (decision 0067), in the mail's language (the customer's: "es-US").
 */
export const mailMoney = (
  order: Pick<MailOrder, "currency">,
  store: { locale: string },
  language: string = DEFAULT_LANGUAGE,
): TMoneyFormat => storeMoneyFormat({ currency: order.currency, locale: store.locale }, language);

/** The lines and totals as plain text, one line each, for the text part. */
export function itemsText(
  order: MailOrder,
  items: MailOrderItem[],
  money: TMoneyFormat,
  text: MailText = ENGLISH,
): string[] {
  const lines = items.map((item) => {
    const options = optionsOf(item);
    return `${item.quantity} × ${item.productName}${options ? ` (${options})` : ""}  ${lineTotal(item, money)}`;
  });
  return [...lines, "", ...totalsOf(order, money, text).map(([label, value]) => `${label}: ${value}`)];
}

/** The line total every view of the order shows (one rule: lineTotalMinor). */
const lineTotal = (item: MailOrderItem, money: TMoneyFormat) =>
  formatMoney(lineTotalMinor(item, money.currency), money);

function totalsOf(order: MailOrder, money: TMoneyFormat, { t }: MailText): [string, string][] {
  const rows: [string, string][] = [[t("mail.subtotal"), formatMoney(order.subtotal, money)]];
  if (order.fulfilment === "delivery")
    rows.push([t("mail.deliveryFee"), formatMoney(order.deliveryFee, money)]);
  if (toMinor(order.discountAmount, money.currency) > 0) {
    // The words of contracts' discountLabel, in the mail's language.
    const code = order.discountCode;
    const label = code ? t("mail.discountCode", { code }) : t("mail.discount");
    rows.push([label, `−${formatMoney(order.discountAmount, money)}`]);
  }
  rows.push([t("mail.total"), formatMoney(order.totalAmount, money)]);
  return rows;
}

export function itemsHtml(
  order: MailOrder,
  items: MailOrderItem[],
  money: TMoneyFormat,
  text: MailText = ENGLISH,
): string {
  // The amounts keep to the line's end: the right, or the left in Arabic.
  const end = endSide(text.language);
  const gap = (v: number) => (end === "left" ? `${v}px 0 ${v}px 8px` : `${v}px 8px ${v}px 0`);
  const rows = items
    .map((item) => {
      const options = optionsOf(item);
      return `<tr><td style="padding:${gap(8)};border-bottom:1px solid #f3f4f6;vertical-align:top"><strong>${item.quantity} × ${escapeHtml(item.productName)}</strong>${options ? `<br><span style="color:#6b7280;font-size:14px">${escapeHtml(options)}</span>` : ""}</td><td style="padding:8px 0;border-bottom:1px solid #f3f4f6;text-align:${end};vertical-align:top;white-space:nowrap">${lineTotal(item, money)}</td></tr>`;
    })
    .join("");
  const totals = totalsOf(order, money, text)
    .map(
      ([label, value], i, all) =>
        `<tr><td style="padding:${gap(4)};${i === all.length - 1 ? "font-weight:700" : "color:#6b7280"}">${label}</td><td style="padding:4px 0;text-align:${end};${i === all.length - 1 ? "font-weight:700" : ""}">${value}</td></tr>`,
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
export function paymentRows(
  order: MailOrder,
  money: TMoneyFormat,
  text: MailText = ENGLISH,
): [string, string][] {
  const { t } = text;
  const rows: [string, string][] = [];
  const payment = paymentText(order, money, text);
  if (payment) rows.push([t("mail.rowPayment"), payment]);
  if (toMinor(order.amountRefunded, money.currency) > 0)
    rows.push([t("mail.rowRefunded"), formatMoney(order.amountRefunded, money)]);
  return rows;
}

function paymentText(order: MailOrder, money: TMoneyFormat, { t }: MailText): string | null {
  const { currency } = money;
  if (order.paymentMethod === "cash") {
    if (toMinor(order.amountPaid, currency) > 0) return t("mail.paidInCash");
    if (order.status === "cancelled" || toMinor(order.totalAmount, currency) === 0) return null;
    return t("mail.cashDue", { amount: formatMoney(order.totalAmount, money) });
  }
  const paid = ["paid", "partially_refunded", "refunded"].includes(order.paymentStatus);
  // UPI to the store's own ID (issue 46): the store confirms it by hand; until then, what is due.
  if (order.paymentMethod === "upi") {
    if (paid) return t("mail.paidByUpi");
    if (order.paymentStatus === "awaiting_payment" && order.status !== "cancelled")
      return t("mail.upiDue", { amount: formatMoney(order.totalAmount, money) });
    return order.paymentStatus === "expired" ? t("mail.paymentNotCompleted") : null;
  }
  const razorpay = order.paymentMethod === "razorpay";
  switch (order.paymentStatus) {
    case "paid":
    case "partially_refunded":
    case "refunded":
      return t(razorpay ? "mail.paidByRazorpay" : "mail.paidByCard");
    case "authorized":
      return t("mail.cardAuthorized");
    case "awaiting_payment":
      return t(razorpay ? "mail.awaitingRazorpayPayment" : "mail.awaitingCardPayment");
    case "voided":
      return t("mail.cardReleased");
    case "expired":
    case "failed":
      // PAYMENT_MESSAGES.expiredNote's words.
      return t("mail.paymentNotCompleted");
    default:
      return null;
  }
}

export const rowsText = (rows: [string, string][]) => rows.map(([label, value]) => `${label}: ${value}`);
export const rowsHtml = (rows: [string, string][], { language }: MailText = ENGLISH) =>
  detailRows(
    rows.map(([label, value]) => [label, htmlLines(value)]),
    language,
  );
