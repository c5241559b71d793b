import { BellRing } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { useNotificationAccess } from "../hooks/use-notification-access";

/**
 * Asks the browser for system notifications of new orders (raised while the dashboard is out of
 * sight), or says how they stand once asked.
 */
export function NotificationsButton() {
  const { access, ask } = useNotificationAccess();
  if (access === "unsupported") return null;
  if (access === "default") {
    return (
      <Button size="sm" variant="outline" onClick={() => void ask()}>
        <BellRing aria-hidden /> Turn on notifications
      </Button>
    );
  }
  return (
    <p className="flex items-center gap-1.5 text-sm text-slate-600" data-testid="notifications-state">
      <BellRing className="h-4 w-4" aria-hidden />
      {access === "granted" ? "Notifications on" : "Notifications blocked in this browser's settings"}
    </p>
  );
}
