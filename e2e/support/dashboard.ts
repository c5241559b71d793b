import { DASHBOARD_TABS as TABS } from "#contracts/merchant-screens";

/** The dashboard's tabs' names, in their order on screen. */
export const DASHBOARD_TABS = TABS.map((tab) => tab.label);
