import { storefrontPaths } from "#contracts/storefront-pages";
import type { SitemapProductRow } from "./queries";
import type { SitemapUrl } from "./sitemap-xml";

/** A visible product as its sitemap entry: its page's absolute address, changed when it was. */
export function toProductSitemapUrl(origin: string, slug: string, row: SitemapProductRow): SitemapUrl {
  return { loc: origin + storefrontPaths.product(slug, row.id), lastmod: row.updatedAt };
}
