import type { TProduct } from "#contracts/catalog";
import { isUuid } from "#contracts/ids";
import { STOREFRONT_MESSAGES, type TStorefrontMerchant } from "#contracts/storefront";
import { PAGE_DATA_ID, type StorefrontPage, storefrontPage } from "#contracts/storefront-pages";
import type { StorefrontReads } from "#server/cache/storefront-reads";
import { notFound } from "#server/errors";
import { STOREFRONT_SCREEN_SOURCES } from "#server/plugins/web-manifest";
import type { TextBody } from "#server/text-body";

/** The screen (its source under src/web) that renders each storefront page: one for every page. */
const SCREEN_SOURCES: Record<StorefrontPage["screen"], string> = STOREFRONT_SCREEN_SOURCES;

/** The screen (its source under src/web) that renders a storefront path. */
export function screenFor(path: string): string | null {
  const page = storefrontPage(path);
  return page ? SCREEN_SOURCES[page.screen] : null;
}

/**
 * The API body a storefront page starts with (marketplace, store, product), already serialized;
 * null for other pages. A missing store or product throws its 404, like the API.
 */
export async function pageDataFor(reads: StorefrontReads, path: string): Promise<PageData | null> {
  const page = storefrontPage(path);
  if (!page) return null;
  if (page.screen === "marketplace") {
    // The API sends these two in headers; inline, they travel beside the body.
    const { body, total, nextCursor } = await reads.marketplace();
    return { body, meta: { total, nextCursor } };
  }
  if (page.screen === "store") {
    const { body, leadImageUrl, merchant } = await reads.microsite(page.slug);
    return { body, leadImage: sameSiteImage(leadImageUrl), merchant };
  }
  // The page's own address carries the id, not a route's parameter: checked here as a route's is.
  if (!isUuid(page.productId)) throw notFound(STOREFRONT_MESSAGES.productNotFound);
  const { body, product } = await reads.product(page.slug, page.productId);
  // The page's header is the store's (name, logo, theme): it comes along, so the first screen has it.
  const { body: store, merchant } = await reads.microsite(page.slug);
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

/** The page's data as the web app reads it (prefetch-storefront.ts): `{path, data, meta?, store?, language?}`. */
export function inlineJson(path: string, { body, meta, store }: PageData, language?: string): string {
  const extras = `${meta ? `,"meta":${JSON.stringify(meta)}` : ""}${store ? `,"store":${store.text}` : ""}${
    language ? `,"language":${JSON.stringify(language)}` : ""
  }`;
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
