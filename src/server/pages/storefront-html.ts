import type { FastifyRequest } from "fastify";
import { effectivePriceMinor, formatMoney, fromMinor } from "#contracts/money";
import { optionDeltaRange } from "#contracts/product-options";
import { isFirstScreenQuery, LANGUAGES, queryLanguageOf, type TLanguage } from "#contracts/shopper-language";
import { DEFAULT_STORE_DESCRIPTION, storeDisplayName } from "#contracts/storefront";
import { storefrontPaths } from "#contracts/storefront-pages";
import type { StorefrontReads } from "#server/cache/storefront-reads";
import { isDatabaseUnreachable } from "#server/db/unreachable";
import { isGone, isNotFound } from "#server/errors";
import { publicOrigin } from "#server/plugins/public-origin";
import type { IndexPage, PageHtml, WebAssets } from "#server/plugins/web-app";
import { catalogSource } from "#server/plugins/web-manifest";
import { TextBody } from "#server/text-body";
import { firstScreens, withFirstScreen } from "./first-screen";
import { keptWithAnswers } from "./kept-with-answers";
import { absoluteUrl, clip, escapeHtml, injectHeadTags, type PageMeta } from "./og-tags";
import { injectPageData, inlineJson, type PageData, pageDataFor, screenFor } from "./page-data";
import { LANGUAGE_VARY, pageLanguageOf, urlInLanguage, withPageLanguage } from "./page-language";
import { withStructuredData } from "./structured-data";
import { NOINDEX, type TrackingPageCheck, trackingPageOf, withNoindexMeta } from "./tracking-page";

/**
 * The page's own title, description and preview, from the cached answers the page carries: the
 * marketplace's, a store's or a product's.
 */
export function storefrontPageMeta(origin: string, { merchant, product }: PageData): PageMeta {
  if (!merchant) {
    return {
      title: "Marketplace - Discover Local Businesses",
      description: "Browse local pharmacies, restaurants and shops, and order directly from them.",
      url: `${origin}${storefrontPaths.marketplace()}`,
      image: null,
      type: "website",
    };
  }
  const store = storeDisplayName(merchant);
  if (!product) {
    return {
      title: store,
      description: clip(merchant.description || DEFAULT_STORE_DESCRIPTION),
      url: `${origin}${storefrontPaths.store(merchant.businessSlug)}`,
      image: absoluteUrl(origin, merchant.logoUrl),
      type: "website",
      siteName: store,
    };
  }
  // One number for a product whose options change its price: its least, "From $14.00" (issue 42),
  // in the store's currency and locale (decision 0067).
  const { currency } = merchant;
  const range = optionDeltaRange(product, currency);
  const minor = effectivePriceMinor(product, currency) + range.lowest;
  const lead = `${range.highest > range.lowest ? "From " : ""}${formatMoney(minor, merchant)} at ${store}`;
  // The product's own words, else the store's: a search result shows more than a price.
  const about = product.description || merchant.description || DEFAULT_STORE_DESCRIPTION;
  return {
    title: `${product.name} - ${store}`,
    description: clip(`${lead} - ${about}`),
    url: `${origin}${storefrontPaths.product(merchant.businessSlug, product.id)}`,
    image: absoluteUrl(origin, product.imageUrl) ?? absoluteUrl(origin, merchant.logoUrl),
    type: "product",
    siteName: store,
    priceAmount: fromMinor(minor, currency),
    priceCurrency: currency,
  };
}

/**
 * The index.html transform for the web app: storefront pages get their own head tags, carry their
 * data inline and come with their first screen already rendered (when the build has the server
 * renderer), so the first paint waits for neither a second round trip nor the app's code. A failed
 * lookup or render never breaks the page: less of it is served and the error logged.
 */
export function storefrontHtml(
  publicUrl: string | null,
  reads: StorefrontReads,
  trackingPage: TrackingPageCheck,
) {
  const screens = firstScreens();
  // Finished pages, per origin and variant: a visit then costs no string building and no
  // compression (a store's page went from ~6,800 to ~13,900 a second here).
  const pages = keptWithAnswers<Promise<PageHtml>>(MAX_VARIANTS);
  return async (html: string, request: FastifyRequest, assets: WebAssets): Promise<IndexPage> => {
    const [pathname = "", query] = request.url.split("?");
    if (!pathname.startsWith("/microsite/")) return { html };
    const tracking = trackingPageOf(pathname);
    if (tracking) return trackingPageHtml(trackingPage, html, request, tracking);
    try {
      const path = pathname.replace(/\/+$/, "");
      // Not a public store's or product's page: the browser says "not found", and so does the status.
      const data = await pageDataFor(reads, path).catch(asMissing);
      if (data === NOT_FOUND) return { html, notFound: true };
      // A suspended store's page or product page: the app draws "This store is temporarily
      // unavailable" (its API answers the same 410), and the status says so (issue 47).
      if (data === GONE) return { html, notFound: true, gone: true };
      // Not a storefront page: the app alone.
      if (data === null) return { html };
      const origin = publicOrigin(request, publicUrl);
      const language = pageLanguageOf(request, query, data.merchant);
      // The first screen is the plain address's, or its `?lang=`'s: another view (`?view=cart`)
      // renders in the browser.
      const rendered = Boolean(assets.renderFirstScreen) && isFirstScreenQuery(query ?? "");
      const asked = query !== undefined && queryLanguageOf(query) === language;
      const variant = `${origin} ${rendered ? "rendered" : "plain"} ${language}${asked ? " asked" : ""}`;
      // Kept before it is made: the requests that arrive while its screen renders wait for this
      // page instead of each making and compressing their own (a herd that stalled the server).
      let page = pages.get(data, variant);
      if (!page) {
        const made = finishPage(html, path, origin, data, assets, rendered && screens, request, {
          language,
          asked,
        });
        pages.set(data, made, variant);
        // A failed render comes back as text and is not kept, nor is a failure: the next visit tries again.
        const forget = () => pages.forget(data, made, variant);
        made.then((finished) => typeof finished === "string" && forget(), forget);
        page = made;
      }
      // The page's words depend on the shopper's languages and kept choice, not on its address alone.
      return { html: await page, vary: data.merchant ? LANGUAGE_VARY : undefined };
    } catch (err) {
      // Its data is not in memory and the database is away: the web app's page for it, a 503
      // (the error handler), not an empty app that would ask the API and fail again.
      if (isDatabaseUnreachable(err)) throw err;
      request.log.error({ err }, "storefront page tags failed; serving plain index.html");
      return { html };
    }
  };
}

/**
 * A tracking page: the app, never to be listed by a search engine, with a 404 when its store or
 * order does not exist. A failed lookup serves the page all the same (its API call then says why).
 */
async function trackingPageHtml(
  check: TrackingPageCheck,
  html: string,
  request: FastifyRequest,
  page: { slug: string; trackingCode: string },
): Promise<IndexPage> {
  const found = await check(request, page).catch((err) => {
    request.log.error({ err }, "tracking page lookup failed; serving the page unchecked");
    return "unchecked" as const;
  });
  return { html: withNoindexMeta(html), notFound: found === "missing", noindex: NOINDEX };
}

/**
 * A storefront page with its head tags, its data and, when `screens` is given, its first screen:
 * kept with its compressed copies; as text when the screen failed to render (not to be kept).
 */
async function finishPage(
  html: string,
  path: string,
  origin: string,
  data: PageData,
  assets: WebAssets,
  screens: ReturnType<typeof firstScreens> | false,
  request: FastifyRequest,
  { language, asked }: { language: TLanguage; asked: boolean },
): Promise<PageHtml> {
  const meta = storefrontPageMeta(origin, data);
  const plainUrl = meta.url;
  // A page asked for in a language (`?lang=es`) is that language's own address: its canonical.
  if (asked) meta.url = urlInLanguage(plainUrl, language);
  const tagged = withPageLanguage(
    withStructuredData(injectHeadTags(html, meta), origin, data),
    language,
    data.merchant ? { url: plainUrl, languages: data.merchant.languages } : null,
  );
  const json = inlineJson(path, data, language);
  if (!screens || !assets.renderFirstScreen)
    return new TextBody(plainPage(tagged, json, path, data, assets, language));
  const render = assets.renderFirstScreen;
  const screen = await renderQuietly(request, () => screens(render, json, data, language));
  if (!screen) return plainPage(tagged, json, path, data, assets, language);
  // A rendered page asks for its code after painting (src/web/main.tsx): no preloads compete.
  return new TextBody(withFirstScreen(injectPageData(tagged, json, screen.head), screen));
}

/**
 * The page without its first screen: it preloads the lead picture, the screen's code and its
 * language's words instead.
 */
function plainPage(
  tagged: string,
  json: string,
  path: string,
  data: PageData,
  assets: WebAssets,
  language: TLanguage,
) {
  const imageTag = data.leadImage
    ? `<link rel="preload" as="image" href="${escapeHtml(data.leadImage)}" fetchpriority="high">\n  `
    : "";
  const screenSource = screenFor(path);
  const code = screenSource
    ? `${assets.preloadTags(screenSource)}${assets.preloadTags(catalogSource(language))}`
    : "";
  return injectPageData(tagged, json, `${imageTag}${code}`);
}

/**
 * Versions of a page kept at most: per origin (one in production, PUBLIC_URL; a Host header is the
 * client's), rendered or not, and per language.
 */
const MAX_VARIANTS = 8 * LANGUAGES.length;

const NOT_FOUND = Symbol("not found");
const GONE = Symbol("gone");

/** A store's or product's 404, or a suspended store's 410, as the page's marker; any other failure goes on. */
function asMissing(err: unknown): typeof NOT_FOUND | typeof GONE {
  if (isNotFound(err)) return NOT_FOUND;
  if (isGone(err)) return GONE;
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
