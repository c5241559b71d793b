import type { TAction } from "./staff";

/**
 * The dashboard's tabs, in their order on screen: the one list of where a signed-in merchant works
 * (decision 0041). The dashboard draws them, the links name them (`?tab=<id>`), the journeys walk
 * them. `action`: what a role must be allowed (decision 0059, contracts/staff.ts) to see the tab at
 * all, by the server's rules for what the tab reads or is for: the overview's figures; the catalog
 * (the orders role keeps the products' availability switch); ads, discounts and delivery zones,
 * which are for editing; orders; customers; and Settings, where every role keeps "Sign out
 * everywhere" (its cards ask settings.edit or payments.manage themselves).
 */
export const DASHBOARD_TABS = [
  { id: "dashboard", label: "Dashboard", action: "dashboard.view" },
  { id: "products", label: "Products", action: "catalog.view" },
  { id: "ads", label: "Ads", action: "catalog.edit" },
  { id: "discounts", label: "Discounts", action: "catalog.edit" },
  { id: "orders", label: "Orders", action: "orders.view" },
  { id: "customers", label: "Customers", action: "customers.view" },
  { id: "delivery", label: "Delivery", action: "catalog.edit" },
  { id: "settings", label: "Settings", action: "account.self" },
] as const satisfies readonly { id: string; label: string; action: TAction }[];

export type DashboardTabId = (typeof DASHBOARD_TABS)[number]["id"];

/** The tabs a role with `permissions` sees, in their order. */
export const visibleTabs = (permissions: readonly TAction[]) =>
  DASHBOARD_TABS.filter((tab) => permissions.includes(tab.action));

/**
 * The tab `?tab=` names, or the first (the overview) for none or an unknown one. With the role's
 * `permissions`: a tab it may not see is the first one it may (never a tab whose reads all fail).
 */
export function dashboardTab(requested: string | null, permissions?: readonly TAction[]): DashboardTabId {
  const tabs = permissions ? visibleTabs(permissions) : DASHBOARD_TABS;
  return tabs.find((tab) => tab.id === requested)?.id ?? tabs[0]?.id ?? "settings";
}
