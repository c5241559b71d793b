/**
 * Page-specific <head> tags for shared links: link previews (Open Graph, Twitter cards) are read
 * by crawlers that do not run JavaScript, so they must be in the HTML the server sends.
 * Pure functions; the lookups live in storefront-html.ts.
 */

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute image URL, when the page has one. */
  image: string | null;
  type: "website" | "product";
  siteName?: string;
  /** For products: the price paid, as a decimal string in the store's currency (`priceCurrency`). */
  priceAmount?: string;
  /** ISO 4217: the store's currency (decision 0067); USD when not given. */
  priceCurrency?: string;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Safe both as element text and inside a double- or single-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}

/** Collapses whitespace and cuts to `max` characters (by code point) with an ellipsis. */
export function clip(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const chars = Array.from(flat);
  return chars.length <= max
    ? flat
    : `${chars
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`;
}

/** Absolute URL for an image path: site paths get the origin, http(s) URLs stay, anything else is dropped. */
export function absoluteUrl(origin: string, pathOrUrl: string | null | undefined): string | null {
  if (!pathOrUrl) return null;
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  if (pathOrUrl.startsWith("//")) return `${origin.split(":")[0]}:${pathOrUrl}`;
  if (pathOrUrl.startsWith("/")) return `${origin}${pathOrUrl}`;
  return null;
}

export function buildHeadTags(meta: PageMeta): string {
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    named("description", meta.description),
    // The one address search engines index the page under: not `?view=cart`, not another Host.
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    property("og:title", meta.title),
    property("og:description", meta.description),
    property("og:type", meta.type),
    property("og:url", meta.url),
  ];
  if (meta.siteName) tags.push(property("og:site_name", meta.siteName));
  if (meta.image) tags.push(property("og:image", meta.image));
  if (meta.priceAmount) {
    tags.push(
      property("product:price:amount", meta.priceAmount),
      property("product:price:currency", meta.priceCurrency ?? "USD"),
    );
  }
  tags.push(
    named("twitter:card", meta.image ? "summary_large_image" : "summary"),
    named("twitter:title", meta.title),
    named("twitter:description", meta.description),
  );
  if (meta.image) tags.push(named("twitter:image", meta.image));
  return tags.join("\n    ");
}

/**
 * Replaces the default <title>, description and canonical link (and any default og:/twitter: tags) of index.html
 * with the page's own. Plain string slicing: no `$&`-style replacement patterns can sneak in.
 */
export function injectHeadTags(html: string, meta: PageMeta): string {
  const stripped = html
    .replace(/[ \t]*<title\b[^>]*>[\s\S]*?<\/title>[ \t]*\r?\n?/i, "")
    .replace(/[ \t]*<meta\s+name=["']description["'][^>]*>[ \t]*\r?\n?/gi, "")
    .replace(/[ \t]*<link\s+rel=["']canonical["'][^>]*>[ \t]*\r?\n?/gi, "")
    .replace(/[ \t]*<meta\s+(?:property|name)=["'](?:og|twitter):[^"']*["'][^>]*>[ \t]*\r?\n?/gi, "");
  const end = stripped.search(/<\/head>/i);
  if (end === -1) return html;
  const before = stripped.slice(0, end).replace(/[ \t]*$/, "");
  return `${before}    ${buildHeadTags(meta)}\n  ${stripped.slice(end)}`;
}
