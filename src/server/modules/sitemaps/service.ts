import { storefrontPaths } from "#contracts/storefront-pages";
import type { Db } from "#server/db/client";
import { notFound } from "#server/errors";
import { requirePublicStore } from "#server/modules/storefront/service";
import { listPublicStores, productUrlEntries } from "./queries";
import { sitemapPaths } from "./sitemap-paths";
import { escapeXml, type SitemapUrl, sitemapIndexXml, urlsetXml } from "./sitemap-xml";

export { parseSitemapFile, parseStoreSitemapFile } from "./sitemap-paths";

export interface SitemapLimits {
  /** Entries in one file (50,000, the protocol's maximum; a test lowers it to see the split). */
  urlsPerSitemap: number;
  /** Products one store may hold: when they and its home fit in one file, no store is counted. */
  productsPerStore: number;
}

/** A product page's absolute address up to its id (the one part the database adds). */
const productLocPrefix = (origin: string, slug: string) =>
  origin + storefrontPaths.product(slug, "x").slice(0, -1);

/** A sitemap file this site does not have (its routes answer the same for a name they cannot read). */
export const sitemapNotFound = () => notFound("Sitemap not found");

/** How many files `entries` entries take at `perFile` each (at least one: a file is never absent). */
const filesFor = (entries: number, perFile: number) => Math.max(1, Math.ceil(entries / perFile));

/** The platform's own pages: the landing page and the marketplace. */
export function pagesSitemap(origin: string): string {
  return urlsetXml([{ loc: `${origin}/` }, { loc: origin + storefrontPaths.marketplace() }]);
}

/**
 * Part `part` of the sitemap index: the platform's pages, then each public store's sitemap (one per
 * 50,000 of its URLs), by slug. Counting a store's products is skipped while the product limit keeps
 * every store within one file: then the index is one query over the stores.
 */
export async function sitemapIndex(db: Db, origin: string, part: number, limits: SitemapLimits) {
  const perFile = limits.urlsPerSitemap;
  const stores = await listPublicStores(db, limits.productsPerStore + 1 > perFile);
  const paths = [sitemapPaths.pages()];
  for (const { slug, productCount } of stores) {
    const files = productCount === null ? 1 : filesFor(1 + productCount, perFile);
    for (let n = 1; n <= files; n++) paths.push(sitemapPaths.store(slug, n));
  }
  if (part > filesFor(paths.length, perFile)) throw sitemapNotFound();
  return sitemapIndexXml(paths.slice((part - 1) * perFile, part * perFile).map((path) => origin + path));
}

/**
 * Part `part` of a public store's sitemap: its home (first), then its visible products oldest first,
 * each with its last change. 404 'Store not found' for a store the public cannot see, and 'Sitemap
 * not found' past its last part. `merchantId` says whose change outdates it.
 */
export async function storeSitemap(
  db: Db,
  origin: string,
  slug: string,
  part: number,
  limits: SitemapLimits,
): Promise<{ merchantId: string; xml: string }> {
  const store = await requirePublicStore(db, slug);
  const perFile = limits.urlsPerSitemap;
  // URL number i (from 0) of the store is its home for 0, its product i - 1 after.
  const first = (part - 1) * perFile;
  // While the product limit keeps every store within one file, its part 1 is all of it.
  const whole = part === 1 && limits.productsPerStore + 1 <= perFile;
  const products = await productUrlEntries(
    db,
    store.id,
    escapeXml(productLocPrefix(origin, store.businessSlug)),
    whole ? null : { offset: Math.max(0, first - 1), limit: part === 1 ? perFile - 1 : perFile },
  );
  if (part > 1 && products.count === 0) throw sitemapNotFound();
  const home: SitemapUrl[] = part === 1 ? [{ loc: origin + storefrontPaths.store(store.businessSlug) }] : [];
  return { merchantId: store.id, xml: urlsetXml(home, products.xml) };
}
