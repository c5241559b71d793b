import type { TMoneyFormat } from "#contracts/money";
import type { TSeenNewOrderEvent } from "#contracts/order-privacy";
import { dashboardRegistration } from "#web/lib/merchant-app";
import { notificationAccess, orderNotification, shouldNotify } from "./order-notification";

/**
 * A system notification of the new order when shouldNotify says so, through the dashboard's
 * service worker (its notifications outlive the tab's focus, and a click reaches the worker).
 */
export async function notifyNewOrder(order: TSeenNewOrderEvent, money: TMoneyFormat) {
  if (!shouldNotify(notificationAccess(), document.visibilityState)) return;
  const registration = await dashboardRegistration();
  if (!registration) return;
  const { title, options } = orderNotification(order, money);
  await registration.showNotification(title, options);
}
