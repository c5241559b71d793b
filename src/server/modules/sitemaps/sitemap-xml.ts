/**
 * The sitemap protocol's two documents (sitemaps.org/protocol.html): a `urlset` of pages and a
 * `sitemapindex` of sitemaps, both in its namespace, UTF-8, every text escaped.
 */
export const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text as XML character data: the protocol asks for the five entities to be escaped in a loc. */
export function escapeXml(text: string): string {
  // Most addresses have nothing to escape: testing first is the cheaper path for 10,000 of them.
  return XML_SPECIAL.test(text) ? text.replace(XML_SPECIALS, (c) => XML_ESCAPES[c]!) : text;
}
const XML_SPECIAL = /[&<>"']/;
const XML_SPECIALS = /[&<>"']/g;

export interface SitemapUrl {
  /** Absolute, unescaped. */
  loc: string;
  /** A W3C datetime ("2025-03-04T05:06:07Z"). */
  lastmod?: string;
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** A sitemap of `urls`, then of `written`: `<url>` entries already written and escaped. */
export function urlsetXml(urls: readonly SitemapUrl[], written = ""): string {
  const parts = [HEAD, `<urlset xmlns="${SITEMAP_NAMESPACE}">\n`];
  for (const { loc, lastmod } of urls) {
    parts.push(
      lastmod
        ? `<url><loc>${escapeXml(loc)}</loc><lastmod>${escapeXml(lastmod)}</lastmod></url>\n`
        : `<url><loc>${escapeXml(loc)}</loc></url>\n`,
    );
  }
  parts.push(written, "</urlset>\n");
  return parts.join("");
}

export function sitemapIndexXml(locs: readonly string[]): string {
  const parts = [HEAD, `<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n`];
  for (const loc of locs) parts.push(`<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`);
  parts.push("</sitemapindex>\n");
  return parts.join("");
}
