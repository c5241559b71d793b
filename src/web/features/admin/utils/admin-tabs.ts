/**
 * The operator console's tabs (issue 47), in their order on screen: the console draws them and the
 * links name them (`/admin?tab=<id>`), as the dashboard's tabs are named (decision 0041).
 */
export const ADMIN_TABS = [
  { id: "approvals", label: "Approvals" },
  { id: "stores", label: "Stores" },
  { id: "figures", label: "Figures" },
  { id: "mail", label: "Failed mail" },
  { id: "activity", label: "Activity" },
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number]["id"];

/** The tab `?tab=` names, or the first (the approval queue) for none or an unknown one. */
export const adminTab = (requested: string | null): AdminTabId =>
  ADMIN_TABS.find((tab) => tab.id === requested)?.id ?? "approvals";
