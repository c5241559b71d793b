import type { FastifyInstance, FastifyReply } from "fastify";
import { DEFAULT_CURRENCY } from "#contracts/currency";
import type { TMapSettings } from "#contracts/maps";
import { toMinor } from "#contracts/money";
import { MARKETPLACE_PAGE_SIZE } from "#contracts/storefront";
import {
  type TMarketplaceQuery,
  ZMarketplaceQuery,
  ZMicrositeProductsQuery,
} from "#contracts/storefront-requests";
import { ZAddressCheckQuery, ZDeliveryCheckQuery } from "#contracts/zones";
import type { StorefrontReads } from "#server/cache/storefront-reads";
import type { Db } from "#server/db/client";
import type { AppDeps } from "#server/deps";
import { checkAddressDelivery, geocoderFor } from "#server/modules/geocoding/service";
import { sendTextBody, TextBody } from "#server/text-body";
import { getMarketplace, getMicrositeProducts } from "./service";

/** A search or a later page: not cached (too many variants to be worth keeping). */
async function marketplacePage(db: Db, now: number, query: TMarketplaceQuery) {
  const { stores, ...page } = await getMarketplace(db, now, query);
  return { body: new TextBody(JSON.stringify(stores)), ...page };
}

// Stock and availability change at any time: caches must revalidate on every use.
const noCache = (reply: FastifyReply) => reply.header("cache-control", "no-cache");
/** A body the cache already serialized goes out as it is, or as its compressed copy. */
function sendJson(reply: FastifyReply, body: TextBody) {
  return sendTextBody(noCache(reply).type("application/json; charset=utf-8"), body);
}

export async function storefrontRoutes(app: FastifyInstance, deps: AppDeps & { reads: StorefrontReads }) {
  const { db, config, now, reads } = deps;
  const geocoder = geocoderFor(deps);
  /**
   * The currency a check's `subtotal` is read in: the store's (decision 0067), from its cached
   * answer (a 404 for an unknown store). Without a subtotal no amount is read, and nothing is asked.
   */
  const currencyFor = async (slug: string, query: unknown): Promise<string> =>
    typeof query === "object" && query !== null && "subtotal" in query
      ? (await reads.microsite(slug)).merchant.currency
      : DEFAULT_CURRENCY;
  app.get("/api/marketplace", async (request, reply) => {
    const query = ZMarketplaceQuery.parse(request.query);
    const everyStore = !query.q && !query.type && !query.cursor && query.limit === MARKETPLACE_PAGE_SIZE;
    const page = everyStore ? await reads.marketplace() : await marketplacePage(db, now(), query);
    reply.header("x-total-count", String(page.total));
    if (page.nextCursor) reply.header("x-next-cursor", page.nextCursor);
    return sendJson(reply, page.body);
  });

  app.get<{ Params: { slug: string } }>("/api/microsite/:slug", async (request, reply) =>
    sendJson(reply, (await reads.microsite(request.params.slug)).body),
  );

  app.get<{ Params: { slug: string } }>("/api/microsite/:slug/products", async (request, reply) => {
    noCache(reply);
    return getMicrositeProducts(db, request.params.slug, ZMicrositeProductsQuery.parse(request.query));
  });

  app.get<{ Params: { slug: string; productId: string } }>(
    "/api/microsite/:slug/product/:productId",
    async (request, reply) =>
      sendJson(reply, (await reads.product(request.params.slug, request.params.productId)).body),
  );

  app.get<{ Params: { slug: string } }>("/api/microsite/:slug/delivery/check", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const currency = await currencyFor(request.params.slug, request.query);
    const { subtotal, ...point } = ZDeliveryCheckQuery(currency).parse(request.query);
    return reads.deliveryCheck(
      request.params.slug,
      point,
      subtotal === undefined ? null : toMinor(subtotal, currency),
    );
  });

  // A typed address, geocoded by the server: a verdict only for a street-level point (decision 0052).
  app.get<{ Params: { slug: string } }>(
    "/api/microsite/:slug/delivery/check-address",
    { config: { rateLimit: { max: config.limits.geocodesPerIpPerMinute, timeWindow: "1 minute" } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { slug } = request.params;
      const currency = await currencyFor(slug, request.query);
      const { address, subtotal } = ZAddressCheckQuery(currency).parse(request.query);
      const minor = subtotal === undefined ? null : toMinor(subtotal, currency);
      // An unknown store is a 404 before the geocoder is asked anything.
      await reads.deliveryCheck(slug, { lat: 0, lng: 0 });
      return checkAddressDelivery(geocoder, address, (point) => reads.deliveryCheck(slug, point, minor));
    },
  );
  // The shopper's map: the store's active areas (shaded) and its location (issue 42).
  app.get<{ Params: { slug: string } }>("/api/microsite/:slug/delivery-areas", async (request, reply) =>
    sendJson(reply, await reads.deliveryAreas(request.params.slug)),
  );

  // Maps (zones, the delivery check, Settings) need the tile address and where a map with nothing
  // of the store's to show opens: settings (MAP_TILE_URL, MAP_DEFAULT_CENTER).
  app.get(
    "/api/map-settings",
    async (): Promise<TMapSettings> => ({
      tileUrl: config.mapTileUrl,
      defaultCenter: config.mapDefaultCenter,
    }),
  );
}
