import { dashboardOrderNumber } from "#contracts/order-statuses";

/** "Nov 24, 2026" (a US store's formats): when a customer first or last ordered; a dash before any order. */
export const formatDay = (iso: string | null, locale: string) =>
  iso ? new Date(iso).toLocaleDateString(locale, { dateStyle: "medium" }) : "—";

/** An order as the Orders tab names it, so the merchant finds it there: "#1a2b3c4d". */
export const orderNumber = (orderId: string) => `#${dashboardOrderNumber(orderId)}`;

/** "1 order", "12 orders". */
export const ordersCountText = (count: number) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? "order" : "orders"}`;
