import type { CachedReads } from "./cached-reads";

/** The id of the inline script; the web app's prefetchStorefront reads it. */
export const PAGE_DATA_ID = "storefront-data";

const STORE_OR_PRODUCT = /^\/microsite\/([^/]+)(?:\/product\/([^/]+))?$/;

/** The screen (its source under src/web) that renders a storefront path. */
export function screenFor(path: string): string | null {
  if (path === "/microsite/marketplace") return "routes/marketplace.tsx";
  const match = STORE_OR_PRODUCT.exec(path);
  if (!match) return null;
  return match[2] === undefined ? "routes/microsite.tsx" : "routes/product-page.tsx";
}

/**
 * The API body a storefront page starts with (marketplace, store, product), already serialized;
 * null for other pages. A missing store or product throws its 404, like the API.
 */
export async function pageDataFor(reads: CachedReads, path: string): Promise<PageData | null> {
  if (path === "/microsite/marketplace") {
    // The API sends these two in headers; inline, they travel beside the body.
    const { body, total, nextCursor } = await reads.marketplace();
    return { body: body.text, meta: { total, nextCursor } };
  }
  const match = STORE_OR_PRODUCT.exec(path);
  if (!match) return null;
  const slug = decodeURIComponent(match[1]!);
  if (match[2] === undefined) {
    const { body, leadImage } = await reads.microsite(slug);
    return { body: body.text, leadImage };
  }
  return { body: (await reads.product(slug, decodeURIComponent(match[2]))).text };
}

/**
 * A picture a page may preload: only the site's own (an outside URL would cost a connection
 * before the page's own data), never a protocol-relative "//host/…".
 */
export const sameSiteImage = (url: string | null | undefined) =>
  url?.startsWith("/") && !url.startsWith("//") ? url : null;

/** A page's API body, serialized, and what the API says about it in headers (the marketplace's). */
export interface PageData {
  body: string;
  /** A store home's first product picture, preloaded from the HTML (its largest paint). */
  leadImage?: string | null;
  meta?: { total: number; nextCursor: string | null };
}

/**
 * Puts the page's data into the HTML as a JSON script the browser does not run. Every "<" is
 * escaped, so no text a merchant wrote can close the script element.
 */
export function injectPageData(
  html: string,
  path: string,
  { body, meta }: PageData,
  preloadTags = "",
): string {
  const end = html.search(/<\/head>/i);
  if (end === -1) return html;
  const extra = meta ? `,"meta":${JSON.stringify(meta)}` : "";
  const json = `{"path":${JSON.stringify(path)},"data":${body}${extra}}`.replace(/</g, "\\u003c");
  const script = `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
  return `${html.slice(0, end)}  ${preloadTags}${script}\n  ${html.slice(end)}`;
}
