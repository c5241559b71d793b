import { storefrontPaths } from "#contracts/storefront-pages";

/** Every in-app link is built here, never by hand. */
export const paths = {
  home: () => "/",
  auth: (tab?: "login" | "register") => (tab ? `/auth?tab=${tab}` : "/auth"),
  dashboard: () => "/dashboard",
  customers: () => "/dashboard?tab=customers",
  customer: (id: string) => `/dashboard?tab=customers&customer=${encodeURIComponent(id)}`,
  /** The Orders tab with one order open above the list. */
  dashboardOrder: (id: string) => `/dashboard?tab=orders&order=${encodeURIComponent(id)}`,
  products: () => "/products",
  ads: () => "/ads",
  deliveryZones: () => "/delivery-zones",
  // The storefront's pages are the server's too (it renders them): their addresses are shared.
  marketplace: storefrontPaths.marketplace,
  microsite: storefrontPaths.store,
  product: storefrontPaths.product,
  trackOrder: (slug: string, trackingCode: string) =>
    `/microsite/${encodeURIComponent(slug)}/track/${encodeURIComponent(trackingCode)}`,
} as const;

export const DEMO_SLUGS = ["greenleaf-pharmacy", "bella-napoli", "urban-threads"] as const;
