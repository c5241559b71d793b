import type { FastifyInstance } from "fastify";
import { APP_ROUTES } from "#contracts/app-routes";
import { publicOrigin } from "#server/plugins/public-origin";

/**
 * What crawlers may read: the storefront (and the landing page), never a merchant's screens, the
 * sign-in page or the API. Pages carry their data inline, so a crawler needs no API call to see them.
 */
export const DISALLOWED_PATHS = [
  APP_ROUTES.dashboard,
  APP_ROUTES.products,
  APP_ROUTES.ads,
  APP_ROUTES.deliveryZones,
  APP_ROUTES.kitchen,
  APP_ROUTES.chooseStore,
  APP_ROUTES.setup,
  APP_ROUTES.auth,
  // An invite's link is one person's (issue 43).
  "/invite/",
  "/api",
];

/** The sitemap index (src/server/modules/sitemaps): robots.txt names it, by absolute URL as the protocol asks. */
export const SITEMAP_INDEX_PATH = "/sitemap.xml";

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}${SITEMAP_INDEX_PATH}`,
    "",
  ].join("\n");
}

export function registerRobotsTxt(app: FastifyInstance, publicUrl: string | null) {
  app.get("/robots.txt", async (request, reply) => {
    // Its sitemap's address is the request's origin when PUBLIC_URL is unset: not for shared caches.
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", publicUrl ? "public, max-age=3600" : "no-cache");
    return robotsTxt(publicOrigin(request, publicUrl));
  });
}
