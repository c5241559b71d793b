import type { TMailKind } from "#contracts/mail";
import { formatMoney, type TMoneyFormat } from "#contracts/money";
import { dashboardOrderNumber, type OrderStatus } from "#contracts/order-statuses";
import { DEFAULT_LANGUAGE } from "#contracts/store-locale";
import { findTheme } from "#contracts/themes";
import { storeDateTime } from "#contracts/trading-hours";
import type { MailOrder, MailOrderItem, MailStore } from "../mail-data-queries";
import { escapeHtml, htmlLines, mailHtml } from "./mail-html";
import { type MailMessageId, type MailText, mailText } from "./mail-language";
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

/** The mails about an order; a staff invite is rendered by invite-mail.ts, a platform notice by platform-mail.ts. */
export type OrderMailKind = Exclude<TMailKind, "staff_invite" | "platform_notice">;

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

/**
 * A mail of any kind, in plain text and HTML, from the order as stored and the row's payload. The
 * customer's are in the language they ordered in (issue 45), the store's in English.
 */
export function renderMail(m: MailToRender): RenderedMail {
  const forStore = m.kind.startsWith("merchant_");
  const words = mailText(forStore ? DEFAULT_LANGUAGE : m.order.language, m.store.locale);
  // The order's money in the store's formats, in the mail's language (decision 0067), once for the whole mail.
  const content = CONTENT[m.kind](m, mailMoney(m.order, m.store, words.language), words);
  const name = storeNameOf(m.store);
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
    language: words.language,
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

/** An order's status in the mail's words ("Confirmed"): ORDER_STATUS_LABELS's, translated. */
const STATUS_MESSAGES: Record<OrderStatus, MailMessageId> = {
  pending: "mail.statusPending",
  confirmed: "mail.statusConfirmed",
  processing: "mail.statusProcessing",
  completed: "mail.statusCompleted",
  cancelled: "mail.statusCancelled",
};
const statusLabel = (status: string, { t }: MailText) =>
  Object.hasOwn(STATUS_MESSAGES, status) ? t(STATUS_MESSAGES[status as OrderStatus]) : status;

/**
 * What each kind says: the store's own mails (merchant_*) in English, as written here; the
 * customer's in `text`, their language, from the mail catalogs (contracts/i18n/<language>/mail.json).
 */
const CONTENT: Record<OrderMailKind, (m: MailToRender, money: TMoneyFormat, text: MailText) => Content> = {
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
  // The customer's mails: every word in their language, but the store's and their own (names,
  // products, notes, the store's message).
  customer_order_placed(m, money, text) {
    const { t } = text;
    const prescription = m.order.orderType === "prescription";
    // For a regular order, the words of contracts' thankYouLine (the success page's).
    const intro = t(
      prescription
        ? "mail.prescriptionReceived"
        : m.order.fulfilment === "pickup"
          ? "mail.thankYouPickup"
          : "mail.thankYouDelivery",
    );
    const rows: [string, string][] = [
      [t("mail.rowOrder"), customerNumber(m.order.id)],
      [t("mail.rowStatus"), statusLabel("pending", text)],
      [t("mail.rowFulfilment"), fulfilmentLine(m.order, m.store.timeZone, money.locale, text)],
    ];
    if (m.order.fulfilment === "delivery" && m.order.customerAddress)
      rows.push([t("mail.rowAddress"), m.order.customerAddress]);
    rows.push(...paymentRows(m.order, money, text));
    return {
      subject: t("mail.orderPlacedSubject", {
        number: customerNumber(m.order.id),
        store: storeNameOf(m.store),
      }),
      heading: t("mail.orderPlacedHeading"),
      text: [
        intro,
        "",
        ...rowsText(rows),
        ...(prescription ? [] : ["", ...itemsText(m.order, m.items, money, text)]),
      ],
      blocks: [
        paragraph(intro),
        rowsHtml(rows, text),
        ...(prescription ? [] : [itemsHtml(m.order, m.items, money, text)]),
      ],
      action: { label: t("mail.trackYourOrder"), url: trackingUrl(m) },
    };
  },
  customer_status_changed(m, money, text) {
    const { t } = text;
    const status = statusLabel(m.payload.status ?? m.order.status, text);
    const number = customerNumber(m.order.id);
    const intro = t("mail.statusChangedIntro", { number, store: storeNameOf(m.store), status });
    const note = m.payload.note;
    const payment = paymentRows(m.order, money, text);
    return {
      subject: t("mail.statusChangedSubject", { number, status }),
      heading: t("mail.statusChangedHeading", { status }),
      text: [intro, ...(note ? ["", note] : []), ...(payment.length ? ["", ...rowsText(payment)] : [])],
      blocks: [
        paragraph(intro),
        ...(note ? [paragraph(note)] : []),
        ...(payment.length ? [rowsHtml(payment, text)] : []),
      ],
      action: { label: t("mail.trackYourOrder"), url: trackingUrl(m) },
    };
  },
  customer_quote(m, money, text) {
    const { t } = text;
    const amount = formatMoney(m.payload.totalAmount ?? m.order.totalAmount, money);
    const store = storeNameOf(m.store);
    const intro = t("mail.quoteIntro", { store, number: customerNumber(m.order.id), amount });
    const message = m.payload.message;
    // Where the store took cards when it quoted, the order's page takes the quoted amount (issue 41).
    const payNow = m.payload.payNow === "yes";
    const pay = t("mail.quotePayByCard", { amount });
    return {
      subject: t("mail.quoteSubject", { amount, store }),
      heading: t("mail.quoteHeading", { amount }),
      text: [intro, ...(message ? ["", message] : []), ...(payNow ? ["", pay] : [])],
      blocks: [
        paragraph(intro),
        ...(message ? [paragraph(message)] : []),
        ...(payNow ? [paragraph(pay)] : []),
      ],
      action: { label: t(payNow ? "mail.payNow" : "mail.trackYourOrder"), url: trackingUrl(m) },
    };
  },
};
