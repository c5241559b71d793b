import type { TProduct } from "#contracts/catalog";
import type { TStorefrontMerchant } from "#contracts/storefront";
import type { TextBody } from "#server/text-body";
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

/** A path segment as text; a malformed escape is no store's and no product's ("" matches none). */
const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return "";
  }
};

/**
 * The API body a storefront page starts with (marketplace, store, product), already serialized;
 * null for other pages. A missing store or product throws its 404, like the API.
 */
export async function pageDataFor(reads: CachedReads, path: string): Promise<PageData | null> {
  if (path === "/microsite/marketplace") {
    // The API sends these two in headers; inline, they travel beside the body.
    const { body, total, nextCursor } = await reads.marketplace();
    return { body, meta: { total, nextCursor } };
  }
  const match = STORE_OR_PRODUCT.exec(path);
  if (!match) return null;
  const slug = decodeSegment(match[1]!);
  if (match[2] === undefined) {
    const { body, leadImage, merchant } = await reads.microsite(slug);
    return { body, leadImage, merchant };
  }
  const { body, product } = await reads.product(slug, decodeSegment(match[2]));
  // The page's header is the store's (name, logo, theme): it comes along, so the first screen has it.
  const { body: store, merchant } = await reads.microsite(slug);
  return { body, store, merchant, product, leadImage: sameSiteImage(product.imageUrl) };
}

/**
 * A picture a page may preload: only the site's own (an outside URL would cost a connection
 * before the page's own data), never a protocol-relative "//host/…".
 */
export const sameSiteImage = (url: string | null | undefined) =>
  url?.startsWith("/") && !url.startsWith("//") ? url : null;

/**
 * A page's API body as cached (serialized), and what the API says about it in headers (the
 * marketplace's). What is made from it holds while these are the same cached objects.
 */
export interface PageData {
  body: TextBody;
  /** The site picture the page shows first and large (a store home's first product, a product's
   * photo): a page served without its first screen preloads it (its largest paint). */
  leadImage?: string | null;
  meta?: { total: number; nextCursor: string | null };
  /** A product page's store. */
  store?: TextBody;
  /** The store of a store's or a product's page, and the product of a product's: their head tags. */
  merchant?: TStorefrontMerchant;
  product?: TProduct;
}

/** The page's data as the web app reads it (prefetch-storefront.ts): `{path, data, meta?, store?}`. */
export function inlineJson(path: string, { body, meta, store }: PageData): string {
  const extras = `${meta ? `,"meta":${JSON.stringify(meta)}` : ""}${store ? `,"store":${store.text}` : ""}`;
  return `{"path":${JSON.stringify(path)},"data":${body.text}${extras}}`;
}

/**
 * Puts the page's data (`inlineJson`) into the HTML as a JSON script the browser does not run.
 * Every "<" is escaped, so no text a merchant wrote can close the script element.
 */
export function injectPageData(html: string, json: string, headTags = ""): string {
  const end = html.search(/<\/head>/i);
  if (end === -1) return html;
  const script = `<script type="application/json" id="${PAGE_DATA_ID}">${json.replace(/</g, "\\u003c")}</script>`;
  return `${html.slice(0, end)}  ${headTags}${script}\n  ${html.slice(end)}`;
}
