import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import { APP_ROUTES, matchPath } from "#contracts/app-routes";
import type { AppDeps } from "#server/deps";
import { trackedOrderExists } from "#server/modules/orders/service";

/**
 * What a tracking page's address names: "found", "missing" (no such public store, or no such order
 * there: a 404), or "unchecked" when its address has used up its tracking lookups for the minute.
 */
export type TrackingPageCheck = (
  request: FastifyRequest,
  page: { slug: string; trackingCode: string },
) => Promise<"found" | "missing" | "unchecked">;

/** The store and tracking code of a tracking page's address, or null for any other address. */
export function trackingPageOf(pathname: string): { slug: string; trackingCode: string } | null {
  const params = matchPath(APP_ROUTES.trackOrder, pathname);
  return params?.slug && params.trackingCode
    ? { slug: params.slug, trackingCode: params.trackingCode }
    : null;
}

const WINDOW_MS = 60 * 1000;

/**
 * The tracking page's own lookup. A 404 for an unknown code tells a guesser as much as the API
 * does, so the page's lookups are limited per address (an IPv6 /64) like the API's, to
 * RATE_LIMIT_TRACKING_PER_MINUTE a minute, on a counter of their own (a visit, which asks for the
 * page and then the API, costs one of each). Past it the page is served unchecked, and the API
 * call it makes answers the 429.
 */
export function trackingPageCheck({ db, counters, config }: Pick<AppDeps, "db" | "counters" | "config">) {
  const check: TrackingPageCheck = async (request, { slug, trackingCode }) => {
    const { count } = await counters.hit(`tracking-page:${normalizeIP(request.ip)}`, WINDOW_MS);
    if (count > config.limits.trackingLookupsPerIpPerMinute) return "unchecked";
    return (await trackedOrderExists(db, slug, trackingCode)) ? "found" : "missing";
  };
  return check;
}

/**
 * A page no search engine should list: a customer's order is nobody else's business. The header
 * for crawlers that read no HTML, the meta tag for those that read it from a saved copy.
 */
export const NOINDEX = "noindex, nofollow";

export function withNoindexMeta(html: string): string {
  const end = html.search(/<\/head>/i);
  if (end === -1) return html;
  return `${html.slice(0, end)}  <meta name="robots" content="${NOINDEX}" />\n  ${html.slice(end)}`;
}
