import type { Db } from "#server/db/client";
import { type SitemapLimits, sitemapIndex, storeSitemap } from "#server/modules/sitemaps/service";
import { TextBody } from "#server/text-body";
import type { PublicCache } from "./public-cache";
import { EVERY_STORE } from "./store-change-log";

/** Ids and slugs compress no better at a higher quality, only slower (text-body.ts). */
export const SITEMAP_BROTLI_QUALITY = 1;

/**
 * The sitemaps from the public cache, outdated like the pages they list: a store's by that store's
 * changes (a product added, edited, hidden; the store suspended), the index by any store's change
 * (stores appear and disappear). Orders change neither. Keyed by origin too: without PUBLIC_URL the
 * addresses are the request's.
 */
export function sitemapReads(db: Db, cache: PublicCache) {
  return {
    index: (origin: string, part: number, limits: SitemapLimits) =>
      cache.value(`sitemap-index:${part}:${origin}`, async () => {
        const body = new TextBody(await sitemapIndex(db, origin, part, limits), SITEMAP_BROTLI_QUALITY);
        return { ...EVERY_STORE, value: body, bytes: body.bytes };
      }),
    store: (origin: string, slug: string, part: number, limits: SitemapLimits) =>
      cache.value(`sitemap:${slug}:${part}:${origin}`, async () => {
        const { merchantId, xml } = await storeSitemap(db, origin, slug, part, limits);
        const body = new TextBody(xml, SITEMAP_BROTLI_QUALITY);
        return { merchantId, showsStock: false, value: body, bytes: body.bytes };
      }),
  };
}
