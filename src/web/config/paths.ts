import type { DashboardTabId } from "#contracts/merchant-screens";
import type { TRole } from "#contracts/staff";
import { storefrontPaths } from "#contracts/storefront-pages";
import type { AdminTabId } from "#web/features/admin/utils/admin-tabs";

/** Every in-app link is built here, never by hand. */
export const paths = {
  home: () => "/",
  auth: (tab?: "login" | "register") => (tab ? `/auth?tab=${tab}` : "/auth"),
  dashboard: () => "/dashboard",
  /** A tab of the dashboard (decision 0041), with what it opens: `?tab=orders&order=ID`. */
  dashboardTab: (tab: DashboardTabId, open: Record<string, string> = {}) =>
    tab === "dashboard" && Object.keys(open).length === 0
      ? "/dashboard"
      : `/dashboard?${new URLSearchParams({ tab, ...open })}`,
  customers: () => paths.dashboardTab("customers"),
  customer: (id: string) => paths.dashboardTab("customers", { customer: id }),
  /** The Orders tab with one order open above the list. */
  dashboardOrder: (id: string) => paths.dashboardTab("orders", { order: id }),
  /** The kitchen's queue (issue 43): the kitchen role's only screen. */
  kitchen: () => "/kitchen",
  /** Where a role works (decision 0059): the kitchen its own screen and nothing else; others the dashboard. */
  homeOf: (role: TRole) => (role === "kitchen" ? "/kitchen" : "/dashboard"),
  /** After signing in, a person with several stores picks the one to work in. */
  chooseStore: () => "/choose-store",
  /** A new store's first-run path (issue 48), at one of its steps (else where the store left off). */
  setup: (step?: string) => (step ? `/setup?${new URLSearchParams({ step })}` : "/setup"),
  /** The operator console (issue 47), at a tab with what it opens: `/admin?tab=stores&store=ID`. */
  admin: (tab?: AdminTabId, open: Record<string, string> = {}) =>
    tab ? `/admin?${new URLSearchParams({ tab, ...open })}` : "/admin",
  products: () => "/products",
  ads: () => "/ads",
  deliveryZones: () => "/delivery-zones",
  // The storefront's pages are the server's too (it renders them): their addresses are shared.
  marketplace: storefrontPaths.marketplace,
  microsite: storefrontPaths.store,
  product: storefrontPaths.product,
  /** A staff invite's link (issue 43). */
  invite: (token: string) => `/invite/${encodeURIComponent(token)}`,
  /** A one-time link to set a password (issue 47). */
  setPassword: (token: string) => `/set-password/${encodeURIComponent(token)}`,
  trackOrder: (slug: string, trackingCode: string) =>
    `/microsite/${encodeURIComponent(slug)}/track/${encodeURIComponent(trackingCode)}`,
} as const;
