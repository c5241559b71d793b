/**
 * Where the sitemaps are. The index is `/sitemap.xml` (robots.txt names it); past 50,000 sitemaps it
 * goes on in `/sitemaps/index-2.xml`, …. A store's sitemap is `/sitemaps/store/{slug}.xml`, and past
 * 50,000 URLs `/sitemaps/store/{slug}.2.xml`, …: a dot, which no slug holds, so that a store's second
 * part can never be another store's first (`{slug}-2` would be the store "{slug}-2").
 */
export const sitemapPaths = {
  index: (part: number) => (part === 1 ? "/sitemap.xml" : `/sitemaps/index-${part}.xml`),
  pages: () => "/sitemaps/pages.xml",
  store: (slug: string, part: number) =>
    `/sitemaps/store/${encodeURIComponent(slug)}${part === 1 ? "" : `.${part}`}.xml`,
};

/** A later part's number as written in its name: 2 or more, no leading zero (part 1 has none). */
const LATER_PART = "([2-9]|[1-9]\\d{1,5})";
const INDEX_FILE = new RegExp(`^index-${LATER_PART}\\.xml$`);
const STORE_FILE = new RegExp(`^([a-z0-9-]+)(?:\\.${LATER_PART})?\\.xml$`);

/** What `/sitemaps/{file}` names: the platform's pages, a later part of the index, or nothing. */
export function parseSitemapFile(file: string): { kind: "pages" } | { kind: "index"; part: number } | null {
  if (file === "pages.xml") return { kind: "pages" };
  const index = INDEX_FILE.exec(file);
  return index ? { kind: "index", part: Number(index[1]) } : null;
}

/** The store and part that `/sitemaps/store/{file}` names, or null. */
export function parseStoreSitemapFile(file: string): { slug: string; part: number } | null {
  const match = STORE_FILE.exec(file);
  return match ? { slug: match[1]!, part: match[2] === undefined ? 1 : Number(match[2]) } : null;
}
