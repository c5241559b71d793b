import { BarChart3, History, Inbox, type LucideIcon, MailWarning, Store } from "lucide-react";
import { TabsList, TabsTrigger } from "#web/components/ui/tabs";
import { ADMIN_TABS, type AdminTabId } from "../utils/admin-tabs";

const TAB_ICONS: Record<AdminTabId, LucideIcon> = {
  approvals: Inbox,
  stores: Store,
  figures: BarChart3,
  mail: MailWarning,
  activity: History,
};

/**
 * The console's tabs (inside its Tabs): on a phone all five in one row, icon over label, as the
 * dashboard's; from the small breakpoint up, one row as wide as its tabs. Approvals carries how
 * many stores wait.
 */
export function AdminTabBar({ waiting }: { waiting: number }) {
  return (
    <TabsList grid className="w-full grid-cols-5 sm:inline-flex sm:w-max" aria-label="Console sections">
      {ADMIN_TABS.map(({ id, label }) => {
        const Icon = TAB_ICONS[id];
        return (
          <TabsTrigger
            key={id}
            value={id}
            className="relative max-sm:flex-col max-sm:gap-0.5 max-sm:px-1 max-sm:text-xs max-sm:whitespace-normal"
          >
            <Icon aria-hidden /> {label}
            {id === "approvals" && waiting > 0 && (
              <span
                className="rounded-full bg-amber-500 px-1.5 text-xs font-semibold text-white max-sm:absolute max-sm:-top-1 max-sm:right-0 sm:ml-1"
                data-testid="waiting-badge"
              >
                {waiting}
                <span className="sr-only"> waiting</span>
              </span>
            )}
          </TabsTrigger>
        );
      })}
    </TabsList>
  );
}
