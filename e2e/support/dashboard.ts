/** The dashboard's tabs, in their order on screen. */
export const DASHBOARD_TABS = [
  "Dashboard",
  "Products",
  "Ads",
  "Discounts",
  "Orders",
  "Customers",
  "Delivery",
  "Settings",
] as const;
