import type { MarketplaceFilter } from "./get-marketplace-page";

/**
 * The storefront's query keys (decision 0039). A store's queries all start with `store(slug)`, so
 * placing an order there (stock and slots change) refreshes every one of them.
 */
export const storefrontKeys = {
  all: ["storefront"] as const,
  /** GET /api/marketplace: every store (the landing page's live examples). */
  marketplace: () => [...storefrontKeys.all, "marketplace"] as const,
  /** The marketplace screen's stores, searched and filtered, a page at a time. */
  marketplacePages: (filter: MarketplaceFilter) =>
    [...storefrontKeys.marketplace(), "pages", filter.q ?? "", filter.type ?? ""] as const,
  /** GET /api/microsite/{slug} */
  store: (slug: string) => [...storefrontKeys.all, "store", slug] as const,
  /** GET /api/microsite/{slug}/product/{productId} */
  product: (slug: string, productId: string) =>
    [...storefrontKeys.store(slug), "product", productId] as const,
  /**
   * A list's pages, per query (its `listingParams`): coming back to a search finds its pages. The
   * params, not the query, so that the storefront's first code does not carry the filters' code.
   */
  products: (slug: string, params: Record<string, string>) =>
    [...storefrontKeys.store(slug), "products", params] as const,
  /** The cart's products that the store's page did not bring. */
  cartProducts: (slug: string, ids: string[]) => [...storefrontKeys.store(slug), "cart", ids] as const,
  /** GET /api/microsite/{slug}/slots */
  slots: (slug: string) => [...storefrontKeys.store(slug), "slots"] as const,
  /** GET /api/microsite/{slug}/orders/{trackingCode} */
  tracking: (slug: string, trackingCode: string) =>
    [...storefrontKeys.store(slug), "orders", trackingCode] as const,
  /** A placed order's terms. Not under the store's key: placing an order invalidates that one, and these never change. */
  orderTerms: (slug: string, trackingCode: string) =>
    [...storefrontKeys.all, "order-terms", slug, trackingCode] as const,
};
