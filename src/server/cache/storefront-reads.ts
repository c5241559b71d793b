import { leadProduct } from "#contracts/store-home";
import type { TDeliveryCheck } from "#contracts/zones";
import type { PaymentSettings } from "#server/config";
import type { Db } from "#server/db/client";
import type { EventBus } from "#server/events/event-bus";
import {
  getDeliveryAreas,
  getMarketplace,
  getMicrosite,
  getMicrositeProduct,
  requirePublicStore,
} from "#server/modules/storefront/service";
import { activeZoneShapes, deliveryAnswer, zonesContaining } from "#server/modules/zones/service";
import { TextBody } from "#server/text-body";
import { PublicCache, type PublicCacheOptions } from "./public-cache";
import { sitemapReads } from "./sitemap-reads";
import { EVERY_STORE } from "./store-change-log";

/**
 * The storefront's hot reads as serialized JSON, from the public cache: the API routes send these
 * bodies (compressed once each way), and the store's HTML page carries the same body inline for its
 * first paint.
 */
export function createStorefrontReads(
  db: Db,
  events: EventBus,
  options: PublicCacheOptions & { payments?: PaymentSettings },
) {
  const cache = new PublicCache(events, options);
  const { now } = options;
  return {
    /** The marketplace's first page of all stores (what most visits ask for), body serialized. */
    marketplace: () =>
      cache.value("marketplace", async () => {
        const { stores, changesAt, ...page } = await getMarketplace(db, now());
        const body = new TextBody(JSON.stringify(stores));
        // Names, counts of available products and ads: no stock, so an order leaves it be. Each
        // store's "open" is right until one of them next opens or closes: then it is loaded again.
        return {
          ...EVERY_STORE,
          validUntil: changesAt ?? undefined,
          value: { body, ...page },
          bytes: body.bytes,
        };
      }),
    /** A store's answer, serialized, and its home's first picture (found once per fill). */
    microsite: (slug: string) =>
      cache.value(`microsite:${slug}`, async () => {
        const { microsite, changesAt } = await getMicrosite(db, slug, now(), options.payments);
        const lead = leadProduct(microsite.merchant.businessType, microsite.products, microsite.categories);
        const body = new TextBody(JSON.stringify(microsite));
        return {
          merchantId: microsite.merchant.id,
          showsStock: true,
          // Its `openNow` is right until the store next opens or closes: then it is loaded again.
          validUntil: changesAt ?? undefined,
          value: {
            body,
            leadImageUrl: lead?.imageUrl ?? null,
            // The page's head tags are made from it: a page view costs no query.
            merchant: microsite.merchant,
          },
          bytes: body.bytes + jsonBytes(microsite.merchant),
        };
      }),
    /** A product's answer, serialized, and the product itself (its page's head tags). */
    product: (slug: string, productId: string) =>
      cache.value(`product:${slug}:${productId}`, async () => {
        const product = await getMicrositeProduct(db, slug, productId);
        const body = new TextBody(JSON.stringify(product));
        return {
          merchantId: product.merchantId,
          showsStock: true,
          value: { body, product },
          bytes: body.bytes + body.text.length,
        };
      }),
    /**
     * The delivery check from the store's zones kept in memory: a customer typing an address asks
     * often. (An order still checks its location against the database.)
     */
    async deliveryCheck(
      slug: string,
      point: { lat: number; lng: number },
      subtotal: number | null = null,
    ): Promise<TDeliveryCheck> {
      const { currency, shapes } = await cache.value(`zones:${slug}`, async () => {
        const store = await requirePublicStore(db, slug);
        const zones = await activeZoneShapes(db, store.id, store.currency);
        return {
          merchantId: store.id,
          showsStock: false,
          value: { currency: store.currency, shapes: zones },
          bytes: jsonBytes(zones),
        };
      });
      return deliveryAnswer(zonesContaining(shapes, point), subtotal, currency);
    },
    /**
     * The store's active areas and location for the shopper's map (issue 42), serialized: every
     * checkout of a store with zones asks. Outdated by any change of the store (its zones, its
     * location), like its page.
     */
    deliveryAreas: (slug: string) =>
      cache.value(`areas:${slug}`, async () => {
        const { merchantId, response } = await getDeliveryAreas(db, slug);
        const body = new TextBody(JSON.stringify(response));
        return { merchantId, showsStock: false, value: body, bytes: body.bytes };
      }),
    /** The sitemaps, kept and outdated like the pages they list. */
    sitemaps: sitemapReads(db, cache),
    close: () => cache.close(),
  };
}
export type StorefrontReads = ReturnType<typeof createStorefrontReads>;

/** A parsed value's size, counted as its JSON's: close enough for a bound of megabytes. */
const jsonBytes = (value: unknown) => JSON.stringify(value).length;
