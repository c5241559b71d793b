import type { FastifyInstance, FastifyReply } from "fastify";
import { ZMicrositeProductsQuery } from "#contracts/storefront-requests";
import { ZDeliveryCheckQuery } from "#contracts/zones";
import type { AppDeps } from "#server/deps";
import type { CachedReads } from "./cached-reads";
import { getMicrositeProducts } from "./service";

// Stock and availability change at any time: caches must revalidate on every use.
const noCache = (reply: FastifyReply) => reply.header("cache-control", "no-cache");
/** A body the cache already serialized goes out as it is. */
const sendJson = (reply: FastifyReply, body: string) =>
  noCache(reply).type("application/json; charset=utf-8").send(body);

export async function storefrontRoutes(
  app: FastifyInstance,
  { db, config, reads }: AppDeps & { reads: CachedReads },
) {
  app.get("/api/marketplace", async (_request, reply) => sendJson(reply, await reads.marketplace()));

  app.get<{ Params: { slug: string } }>("/api/microsite/:slug", async (request, reply) =>
    sendJson(reply, await reads.microsite(request.params.slug)),
  );

  app.get<{ Params: { slug: string } }>("/api/microsite/:slug/products", async (request, reply) => {
    noCache(reply);
    return getMicrositeProducts(db, request.params.slug, ZMicrositeProductsQuery.parse(request.query));
  });

  app.get<{ Params: { slug: string; productId: string } }>(
    "/api/microsite/:slug/product/:productId",
    async (request, reply) =>
      sendJson(reply, await reads.product(request.params.slug, request.params.productId)),
  );

  app.get<{ Params: { slug: string } }>("/api/microsite/:slug/delivery/check", async (request, reply) => {
    reply.header("cache-control", "no-store");
    return reads.deliveryCheck(request.params.slug, ZDeliveryCheckQuery.parse(request.query));
  });

  // Maps (zones, the delivery check) need the tile address; it is a setting (MAP_TILE_URL).
  app.get("/api/map-settings", async () => ({ tileUrl: config.mapTileUrl }));
}
