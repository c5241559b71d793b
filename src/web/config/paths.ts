/** Every in-app link is built here, never by hand. */
export const paths = {
  home: () => "/",
  auth: (tab?: "login" | "register") => (tab ? `/auth?tab=${tab}` : "/auth"),
  dashboard: () => "/dashboard",
  products: () => "/products",
  ads: () => "/ads",
  deliveryZones: () => "/delivery-zones",
  marketplace: () => "/microsite/marketplace",
  microsite: (slug: string) => `/microsite/${encodeURIComponent(slug)}`,
  product: (slug: string, productId: string) =>
    `/microsite/${encodeURIComponent(slug)}/product/${encodeURIComponent(productId)}`,
  trackOrder: (slug: string, trackingCode: string) =>
    `/microsite/${encodeURIComponent(slug)}/track/${encodeURIComponent(trackingCode)}`,
} as const;

export const DEMO_SLUGS = ["greenleaf-pharmacy", "bella-napoli", "urban-threads"] as const;
