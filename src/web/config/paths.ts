import { storefrontPaths } from "#contracts/storefront-pages";

/** Every in-app link is built here, never by hand. */
export const paths = {
  home: () => "/",
  auth: (tab?: "login" | "register") => (tab ? `/auth?tab=${tab}` : "/auth"),
  dashboard: () => "/dashboard",
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
