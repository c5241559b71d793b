import type { Db } from "#server/db/client";
import type { EventBus } from "#server/events/event-bus";
import { PublicCache } from "./public-cache";
import { getMarketplace, getMicrosite, getMicrositeProduct } from "./service";

/**
 * The storefront's hot reads as serialized JSON, from the public cache: the API routes send these
 * bodies, and the store's HTML page carries the same body inline for its first paint.
 */
export function createCachedReads(db: Db, events: EventBus) {
  const cache = new PublicCache(events);
  return {
    marketplace: () =>
      cache.get("marketplace", async () => ({ merchantId: null, value: await getMarketplace(db) })),
    microsite: (slug: string) =>
      cache.get(`microsite:${slug}`, async () => {
        const microsite = await getMicrosite(db, slug);
        return { merchantId: microsite.merchant.id, value: microsite };
      }),
    product: (slug: string, productId: string) =>
      cache.get(`product:${slug}:${productId}`, async () => {
        const product = await getMicrositeProduct(db, slug, productId);
        return { merchantId: product.merchantId, value: product };
      }),
    close: () => cache.close(),
  };
}
export type CachedReads = ReturnType<typeof createCachedReads>;
