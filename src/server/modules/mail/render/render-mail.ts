import { thankYouLine } from "#contracts/fulfilment";
import type { TMailKind } from "#contracts/mail";
import { formatMoney, type TMoneyFormat } from "#contracts/money";
import { dashboardOrderNumber, ORDER_STATUS_LABELS, type OrderStatus } from "#contracts/order-statuses";
import { findTheme } from "#contracts/themes";
import { storeDateTime } from "#contracts/trading-hours";
import type { MailOrder, MailOrderItem, MailStore } from "../mail-data-queries";
import { escapeHtml, htmlLines, mailHtml } from "./mail-html";
import {
  customerRows,
  fulfilmentLine,
  itemsHtml,
  itemsText,
  mailMoney,
  paymentRows,
  rowsHtml,
  rowsText,
} from "./order-sections";

/** The mails about an order; a staff invite is rendered by invite-mail.ts. */
export type OrderMailKind = Exclude<TMailKind, "staff_invite">;

export interface MailToRender {
  kind: OrderMailKind;
  payload: Record<string, string | null>;
  baseUrl: string;
  store: MailStore;
  order: MailOrder;
  items: MailOrderItem[];
  /** `cid:…` of the attached logo, an https URL, or null. */
  logoSrc: string | null;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** What the customer calls the order: the success page's number (# and the id's last 8). */
const customerNumber = (orderId: string) => `#${orderId.slice(-8).toUpperCase()}`;
/** What the store calls it: the dashboard's (the id's first 8). */
const storeNumber = (orderId: string) => `#${dashboardOrderNumber(orderId)}`;

const storeNameOf = (store: MailStore) => store.customDisplayName || store.businessName;
const trackingUrl = (m: MailToRender) =>
  `${m.baseUrl}/microsite/${encodeURIComponent(m.store.businessSlug)}/track/${encodeURIComponent(m.order.trackingCode)}`;
const dashboardUrl = (m: MailToRender) =>
  `${m.baseUrl}/dashboard?tab=orders&order=${encodeURIComponent(m.order.id)}`;

interface Content {
  subject: string;
  heading: string;
  /** Plain-text lines and HTML blocks saying the same. */
  text: string[];
  blocks: string[];
  action: { label: string; url: string };
}

/** A mail of any kind, in plain text and HTML, from the order as stored and the row's payload. */
export function renderMail(m: MailToRender): RenderedMail {
  // The order's money in the store's formats (decision 0067), once for the whole mail.
  const content = CONTENT[m.kind](m, mailMoney(m.order, m.store));
  const name = storeNameOf(m.store);
  const forStore = m.kind.startsWith("merchant_");
  const footer = forStore
    ? `You get this because new-order email is on in your store's Settings. ${escapeHtml(name)} on Storefront.`
    : [name, m.store.address, m.store.contactPhone]
        .filter(Boolean)
        .map((part) => escapeHtml(part!))
        .join(" · ");
  const html = mailHtml({
    storeName: name,
    color: findTheme(m.store.theme).primary,
    logoSrc: m.logoSrc,
    preheader: content.text[0] ?? content.heading,
    heading: content.heading,
    blocks: content.blocks,
    action: content.action,
    footer,
  });
  const text = [
    name,
    "",
    content.heading,
    "",
    ...content.text,
    "",
    `${content.action.label}: ${content.action.url}`,
    "",
    forStore
      ? "You get this because new-order email is on in your store's Settings."
      : [name, m.store.address, m.store.contactPhone].filter(Boolean).join(" · "),
  ].join("\n");
  return { subject: content.subject, text, html };
}

const paragraph = (text: string) => `<p style="margin:0">${htmlLines(text)}</p>`;

const CONTENT: Record<OrderMailKind, (m: MailToRender, money: TMoneyFormat) => Content> = {
  merchant_new_order(m, money) {
    const rows = [
      ["Order", storeNumber(m.order.id)],
      ["Placed", storeDateTime(m.order.createdAt, m.store.timeZone, money.locale)],
      ...customerRows(m.order, m.store.timeZone, money.locale),
      ...paymentRows(m.order, money),
    ] as [string, string][];
    return {
      subject: `New order ${storeNumber(m.order.id)} · ${formatMoney(m.order.totalAmount, money)} · ${m.order.customerName}`,
      heading: `New order ${storeNumber(m.order.id)}`,
      text: [...rowsText(rows), "", ...itemsText(m.order, m.items, money)],
      blocks: [rowsHtml(rows), itemsHtml(m.order, m.items, money)],
      action: { label: "Open the order", url: dashboardUrl(m) },
    };
  },
  merchant_new_prescription(m, money) {
    const rows = [
      ["Order", storeNumber(m.order.id)],
      ["Placed", storeDateTime(m.order.createdAt, m.store.timeZone, money.locale)],
      ...customerRows(m.order, m.store.timeZone, money.locale),
    ] as [string, string][];
    const quote = "Pending Quote: open the order to see the prescription and send the customer a price.";
    return {
      subject: `New prescription order ${storeNumber(m.order.id)} · ${m.order.customerName}`,
      heading: `New prescription order ${storeNumber(m.order.id)}`,
      text: [...rowsText(rows), "", quote],
      blocks: [rowsHtml(rows), paragraph(quote)],
      action: { label: "Open the order", url: dashboardUrl(m) },
    };
  },
  customer_order_placed(m, money) {
    const prescription = m.order.orderType === "prescription";
    const intro = prescription
      ? "We received your prescription. We'll contact you with pricing."
      : thankYouLine(m.order.fulfilment);
    const rows: [string, string][] = [
      ["Order", customerNumber(m.order.id)],
      ["Status", ORDER_STATUS_LABELS.pending],
      ["Fulfilment", fulfilmentLine(m.order, m.store.timeZone, money.locale)],
    ];
    if (m.order.fulfilment === "delivery" && m.order.customerAddress)
      rows.push(["Address", m.order.customerAddress]);
    rows.push(...paymentRows(m.order, money));
    return {
      subject: `Order Placed! ${customerNumber(m.order.id)} at ${storeNameOf(m.store)}`,
      heading: "Order Placed!",
      text: [
        intro,
        "",
        ...rowsText(rows),
        ...(prescription ? [] : ["", ...itemsText(m.order, m.items, money)]),
      ],
      blocks: [
        paragraph(intro),
        rowsHtml(rows),
        ...(prescription ? [] : [itemsHtml(m.order, m.items, money)]),
      ],
      action: { label: "Track Your Order", url: trackingUrl(m) },
    };
  },
  customer_status_changed(m, money) {
    const status = (m.payload.status ?? m.order.status) as OrderStatus;
    const label = ORDER_STATUS_LABELS[status] ?? status;
    const intro = `Your order ${customerNumber(m.order.id)} from ${storeNameOf(m.store)} is now ${label}.`;
    const note = m.payload.note;
    const payment = paymentRows(m.order, money);
    return {
      subject: `Your order ${customerNumber(m.order.id)} is ${label}`,
      heading: `Order ${label}`,
      text: [intro, ...(note ? ["", note] : []), ...(payment.length ? ["", ...rowsText(payment)] : [])],
      blocks: [
        paragraph(intro),
        ...(note ? [paragraph(note)] : []),
        ...(payment.length ? [rowsHtml(payment)] : []),
      ],
      action: { label: "Track Your Order", url: trackingUrl(m) },
    };
  },
  customer_quote(m, money) {
    const amount = formatMoney(m.payload.totalAmount ?? m.order.totalAmount, money);
    const intro = `${storeNameOf(m.store)} priced your prescription order ${customerNumber(m.order.id)}: ${amount}.`;
    const message = m.payload.message;
    // Where the store took cards when it quoted, the order's page takes the quoted amount (issue 41).
    const payNow = m.payload.payNow === "yes";
    const pay = `You can pay ${amount} by card on your order's page.`;
    return {
      subject: `Your prescription quote: ${amount} at ${storeNameOf(m.store)}`,
      heading: `Your quote: ${amount}`,
      text: [intro, ...(message ? ["", message] : []), ...(payNow ? ["", pay] : [])],
      blocks: [
        paragraph(intro),
        ...(message ? [paragraph(message)] : []),
        ...(payNow ? [paragraph(pay)] : []),
      ],
      action: { label: payNow ? "Pay now" : "Track Your Order", url: trackingUrl(m) },
    };
  },
};
