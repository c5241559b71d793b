/**
 * The sitemap protocol's two documents (sitemaps.org/protocol.html): a `urlset` of pages and a
 * `sitemapindex` of sitemaps, both in its namespace, UTF-8, every text escaped.
 */
export const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** The protocol's bound on one file: URLs in a sitemap, sitemaps in an index. */
export const MAX_SITEMAP_ENTRIES = 50_000;

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text as XML character data: the protocol asks for the five entities to be escaped in a loc. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

/** A W3C datetime to the second, in UTC ("2025-03-04T05:06:07Z"), as lastmod takes it. */
export function w3cDatetime(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

export interface SitemapUrl {
  /** Absolute, unescaped. */
  loc: string;
  lastmod?: Date;
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function urlsetXml(urls: readonly SitemapUrl[]): string {
  // One string built by pushing parts: a store of 10,000 products is 10,000 entries.
  const parts = [HEAD, `<urlset xmlns="${SITEMAP_NAMESPACE}">\n`];
  for (const { loc, lastmod } of urls) {
    parts.push(
      lastmod
        ? `<url><loc>${escapeXml(loc)}</loc><lastmod>${w3cDatetime(lastmod)}</lastmod></url>\n`
        : `<url><loc>${escapeXml(loc)}</loc></url>\n`,
    );
  }
  parts.push("</urlset>\n");
  return parts.join("");
}

export function sitemapIndexXml(locs: readonly string[]): string {
  const parts = [HEAD, `<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n`];
  for (const loc of locs) parts.push(`<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`);
  parts.push("</sitemapindex>\n");
  return parts.join("");
}
