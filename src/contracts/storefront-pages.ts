/**
 * The storefront's pages as both sides know them: the server renders them and carries their data
 * inline (server/pages), the web app routes to them and reads that data at boot. One definition,
 * so neither can drift from the other.
 */

/** The route patterns, in the web router's `:param` syntax. */
export const STOREFRONT_ROUTES = {
  marketplace: "/microsite/marketplace",
  store: "/microsite/:slug",
  product: "/microsite/:slug/product/:productId",
} as const;

/** Addresses of storefront pages; every segment is escaped. */
export const storefrontPaths = {
  marketplace: () => STOREFRONT_ROUTES.marketplace,
  store: (slug: string) => `/microsite/${encodeURIComponent(slug)}`,
  product: (slug: string, productId: string) =>
    `/microsite/${encodeURIComponent(slug)}/product/${encodeURIComponent(productId)}`,
};

export type StorefrontPage =
  | { screen: "marketplace" }
  | { screen: "store"; slug: string }
  | { screen: "product"; slug: string; productId: string };

const STORE_OR_PRODUCT = /^\/microsite\/([^/]+)(?:\/product\/([^/]+))?$/;

/** A path segment as text; a malformed escape is no store's and no product's ("" matches none). */
function decodeSegment(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return "";
  }
}

/** Which storefront page `pathname` is (trailing slashes aside), with its segments decoded; null for any other. */
export function storefrontPage(pathname: string): StorefrontPage | null {
  const path = pathname.replace(/\/+$/, "");
  if (path === STOREFRONT_ROUTES.marketplace) return { screen: "marketplace" };
  const match = STORE_OR_PRODUCT.exec(path);
  if (!match) return null;
  const slug = decodeSegment(match[1]!);
  if (match[2] === undefined) return { screen: "store", slug };
  return { screen: "product", slug, productId: decodeSegment(match[2]) };
}

/** The id of the JSON script in which the server puts a storefront page's data. */
export const PAGE_DATA_ID = "storefront-data";

/**
 * The global through which the inline script that holds taps made before hydration hands them to
 * the app (server/pages/held-taps.ts writes it, web/lib/early-clicks.ts takes it).
 */
export const HELD_TAPS_GLOBAL = "__heldTaps";
