import type { TMoneyFormat } from "#contracts/money";
import type { TSeenNewOrderEvent } from "#contracts/order-privacy";
import { dashboardOrderNumber } from "#contracts/order-statuses";
import { paths } from "#web/config/paths";
import { orderTotalLabel } from "./order-format";

/** The browser's answer about notifications, or "unsupported" where there is no Notification API. */
export type NotificationAccess = NotificationPermission | "unsupported";

export const notificationAccess = (): NotificationAccess =>
  typeof Notification === "undefined" ? "unsupported" : Notification.permission;

/**
 * A system notification only when the merchant allowed them and is not looking at the dashboard
 * (another tab, another app, the installed app in the background): in sight, the toast, the badge
 * and the chime already tell, and a notification on top would be the same news twice.
 */
export const shouldNotify = (access: NotificationAccess, visibility: DocumentVisibilityState) =>
  access === "granted" && visibility === "hidden";

/** "New order #3f2a9c1e", "Ada Lovelace · $15.00"; one per order (its tag), opening it on the Orders tab. */
export function orderNotification(
  order: TSeenNewOrderEvent,
  money: TMoneyFormat,
): {
  title: string;
  options: NotificationOptions;
} {
  return {
    title: `New order #${dashboardOrderNumber(order.id)}`,
    options: {
      // Without the amount for a role that sees no money (the kitchen's, decision 0059).
      body:
        order.totalAmount === null
          ? order.customerName
          : `${order.customerName} · ${orderTotalLabel({ ...order, totalAmount: order.totalAmount }, money)}`,
      tag: `order-${order.id}`,
      icon: "/icons/icon-192.png",
      data: { url: paths.dashboardOrder(order.id) },
    },
  };
}
