import {
  LayoutDashboard,
  type LucideIcon,
  Megaphone,
  Package,
  Settings,
  ShoppingBag,
  TicketPercent,
  Truck,
  Users,
} from "lucide-react";
import { useEffect, useRef } from "react";
import { DASHBOARD_TABS, type DashboardTabId } from "#contracts/merchant-screens";
import { TabsList, TabsTrigger } from "#web/components/ui/tabs";

const TAB_ICONS: Record<DashboardTabId, LucideIcon> = {
  dashboard: LayoutDashboard,
  products: Package,
  ads: Megaphone,
  discounts: TicketPercent,
  orders: ShoppingBag,
  customers: Users,
  delivery: Truck,
  settings: Settings,
};

/**
 * The dashboard's tabs (inside its Tabs). On a phone every tab is in view, four to a row, icon over
 * label, and the bar stays at the top while the page scrolls: Orders and its badge of new orders are
 * never out of sight (issue 42). Only the tabs the role may see (decision 0059). From the small breakpoint up, one row as wide as its tabs, scrolled
 * to the selected one when the window is narrower than it.
 */
export function DashboardTabBar({
  tab,
  unseen,
  tabs = DASHBOARD_TABS,
}: {
  tab: DashboardTabId;
  unseen: number;
  /** The tabs the signed-in role may see (visibleTabs); all of them by default. */
  tabs?: readonly (typeof DASHBOARD_TABS)[number][];
}) {
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = row.current;
    if (!bar) return;
    // Radix ends each trigger's id with "-trigger-{value}".
    const selected = bar.querySelector<HTMLElement>(`[role="tab"][id$="-trigger-${tab}"]`);
    if (!selected) return;
    const left = selected.offsetLeft - bar.offsetLeft;
    if (left < bar.scrollLeft || left + selected.offsetWidth > bar.scrollLeft + bar.clientWidth) {
      bar.scrollTo({ left: left - 16 });
    }
  }, [tab]);

  return (
    <div
      ref={row}
      className="sticky top-0 z-30 -mx-4 bg-slate-50/95 px-4 py-1 backdrop-blur max-sm:border-b max-sm:border-slate-200 sm:static sm:overflow-x-auto sm:bg-transparent sm:pb-1 sm:backdrop-blur-none"
      data-testid="dashboard-tab-bar"
    >
      {/* Phone-only looks are max-sm: variants: cn does not merge classes, and a variant comes after the base in the stylesheet. */}
      <TabsList grid className="w-full grid-cols-4 sm:inline-flex sm:w-max">
        {tabs.map(({ id, label }) => {
          const Icon = TAB_ICONS[id];
          return (
            <TabsTrigger
              key={id}
              value={id}
              className="relative max-sm:flex-col max-sm:gap-0.5 max-sm:px-1 max-sm:text-xs"
            >
              <Icon aria-hidden /> {label}
              {id === "orders" && unseen > 0 && (
                <span
                  className="rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white max-sm:absolute max-sm:-top-1 max-sm:right-0 sm:ml-1"
                  data-testid="new-orders-badge"
                >
                  {unseen} new
                </span>
              )}
            </TabsTrigger>
          );
        })}
      </TabsList>
    </div>
  );
}
