import { useCallback, useState } from "react";
import { type NotificationAccess, notificationAccess } from "../utils/order-notification";

/** Whether the merchant allowed system notifications, and what asks them (a click: browsers need one). */
export function useNotificationAccess() {
  const [access, setAccess] = useState<NotificationAccess>(notificationAccess);
  const ask = useCallback(async () => {
    if (typeof Notification === "undefined") return;
    setAccess(await Notification.requestPermission());
  }, []);
  return { access, ask };
}
