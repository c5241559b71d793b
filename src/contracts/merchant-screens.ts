/**
 * The dashboard's tabs, in their order on screen: the one list of where a signed-in merchant works
 * (decision 0041). The dashboard draws them, the links name them (`?tab=<id>`), the journeys walk
 * them; the staff-accounts work adds here which roles see each, as the server's rules decide.
 */
export const DASHBOARD_TABS = [
  { id: "dashboard", label: "Dashboard" },
  { id: "products", label: "Products" },
  { id: "ads", label: "Ads" },
  { id: "discounts", label: "Discounts" },
  { id: "orders", label: "Orders" },
  { id: "customers", label: "Customers" },
  { id: "delivery", label: "Delivery" },
  { id: "settings", label: "Settings" },
] as const;

export type DashboardTabId = (typeof DASHBOARD_TABS)[number]["id"];

/** The tab `?tab=` names, or the first (the overview) for none or an unknown one. */
export const dashboardTab = (requested: string | null): DashboardTabId =>
  DASHBOARD_TABS.find((tab) => tab.id === requested)?.id ?? "dashboard";
