import { ORDER_STATUS_LABELS, type OrderStatus } from "./order-statuses";

// WhatsApp's click-to-chat links: no account or API, the phone opens the chat with the text typed
// in. The server normalises the numbers (libphonenumber-js); this builds the links from its digits.

/** "https://wa.me/12125550142?text=…": `digits` as the API views carry them (no "+"). */
export const whatsappHref = (digits: string, text: string) =>
  `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;

/** "Hi Bella Napoli, about my order #ABCD1234": the order as the customer's page names it. */
export const storeMessage = (storeName: string, orderReference: string) =>
  `Hi ${storeName}, about my order ${orderReference}`;

/**
 * "Hi Jane, your order #ABCD1234 from Bella Napoli is Confirmed.": first name, the order as the
 * customer's pages number it, the store (left out while the dashboard has not read it) and status.
 */
export function customerMessage({
  customerName,
  orderNumber,
  storeName,
  status,
}: {
  customerName: string;
  orderNumber: string;
  storeName: string | undefined;
  status: OrderStatus;
}) {
  const firstName = customerName.trim().split(/\s+/)[0];
  const from = storeName ? ` from ${storeName}` : "";
  return `Hi${firstName ? ` ${firstName}` : ""}, your order ${orderNumber}${from} is ${ORDER_STATUS_LABELS[status]}.`;
}
