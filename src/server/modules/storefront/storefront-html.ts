import type { FastifyRequest } from "fastify";
import { effectivePriceCents, formatMoney, fromCents } from "#contracts/money";
import { DEFAULT_STORE_DESCRIPTION, storeDisplayName } from "#contracts/storefront";
import { AppError } from "#server/errors";
import { publicOrigin } from "#server/plugins/public-origin";
import type { WebAssets } from "#server/plugins/web-app";
import type { CachedReads } from "./cached-reads";
import { firstScreens, withFirstScreen } from "./first-screen";
import { absoluteUrl, clip, escapeHtml, injectHeadTags, type PageMeta } from "./og-tags";
import {
  injectPageData,
  inlineJson,
  type PageData,
  pageDataFor,
  sameSiteImage,
  screenFor,
} from "./page-data";

const MARKETPLACE_PATH = "/microsite/marketplace";

/**
 * The page's own title, description and preview, from the cached answers the page carries: the
 * marketplace's, a store's or a product's.
 */
export function storefrontPageMeta(origin: string, { merchant, product }: PageData): PageMeta {
  if (!merchant) {
    return {
      title: "Marketplace - Discover Local Businesses",
      description: "Browse local pharmacies, restaurants and shops, and order directly from them.",
      url: `${origin}${MARKETPLACE_PATH}`,
      image: null,
      type: "website",
    };
  }
  const store = storeDisplayName(merchant);
  if (!product) {
    return {
      title: store,
      description: clip(merchant.description || DEFAULT_STORE_DESCRIPTION),
      url: `${origin}/microsite/${merchant.businessSlug}`,
      image: absoluteUrl(origin, merchant.logoUrl),
      type: "website",
      siteName: store,
    };
  }
  const cents = effectivePriceCents(product);
  const lead = `${formatMoney(cents)} at ${store}`;
  return {
    title: `${product.name} - ${store}`,
    description: clip(product.description ? `${lead} - ${product.description}` : lead),
    url: `${origin}/microsite/${merchant.businessSlug}/product/${product.id}`,
    image: absoluteUrl(origin, product.imageUrl) ?? absoluteUrl(origin, merchant.logoUrl),
    type: "product",
    siteName: store,
    priceAmount: fromCents(cents),
    leadImage: sameSiteImage(product.imageUrl),
  };
}

/**
 * The index.html transform for the web app: storefront pages get their own head tags, carry their
 * data inline and come with their first screen already rendered (when the build has the server
 * renderer), so the first paint waits for neither a second round trip nor the app's code. A failed
 * lookup or render never breaks the page: less of it is served and the error logged.
 */
export function storefrontHtml(publicUrl: string | null, reads: CachedReads) {
  const screens = firstScreens();
  return async (html: string, request: FastifyRequest, assets: WebAssets): Promise<string> => {
    const [pathname = "", query] = request.url.split("?");
    if (!pathname.startsWith("/microsite/")) return html;
    try {
      const path = pathname.replace(/\/+$/, "");
      // Not a storefront page, or not a public store's or product's: the browser says "not found".
      const data = await pageDataFor(reads, path).catch(nullWhenNotFound);
      if (data === null) return html;
      const meta = storefrontPageMeta(publicOrigin(request, publicUrl), data);
      const tagged = injectHeadTags(html, meta);
      const json = inlineJson(path, data);
      // The first screen is the plain address's: another view (`?view=cart`) renders in the browser.
      const screen =
        assets.renderFirstScreen && query === undefined
          ? await renderQuietly(request, () => screens(assets.renderFirstScreen!, json, data))
          : null;
      // A rendered page asks for its code after painting (src/web/main.tsx): no preloads compete.
      if (screen) return withFirstScreen(injectPageData(tagged, json, screen.head), screen);
      const leadImage = meta.leadImage ?? data.leadImage;
      const imageTag = leadImage
        ? `<link rel="preload" as="image" href="${escapeHtml(leadImage)}" fetchpriority="high">\n  `
        : "";
      const screenSource = screenFor(path);
      const code = screenSource ? assets.preloadTags(screenSource) : "";
      return injectPageData(tagged, json, `${imageTag}${code}`);
    } catch (err) {
      request.log.error({ err }, "storefront page tags failed; serving plain index.html");
      return html;
    }
  };
}

function nullWhenNotFound(err: unknown): null {
  if (err instanceof AppError && err.code === "NOT_FOUND") return null;
  throw err;
}

/** A screen that failed to render is left to the browser, which renders it as on any other page. */
async function renderQuietly<T>(request: FastifyRequest, render: () => Promise<T>): Promise<T | null> {
  try {
    return await render();
  } catch (err) {
    request.log.error({ err }, "storefront first screen failed to render; the browser renders it");
    return null;
  }
}
