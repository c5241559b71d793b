import type { FastifyInstance, FastifyReply } from "fastify";
import { ZMicrositeProductsQuery } from "#contracts/storefront-requests";
import { ZDeliveryCheckQuery } from "#contracts/zones";
import type { AppDeps } from "#server/deps";
import { PublicCache } from "./public-cache";
import {
  checkDelivery,
  getMarketplace,
  getMicrosite,
  getMicrositeProduct,
  getMicrositeProducts,
} from "./service";

// Stock and availability change at any time: caches must revalidate on every use.
const noCache = (reply: FastifyReply) => reply.header("cache-control", "no-cache");
/** A body the cache already serialized goes out as it is. */
const sendJson = (reply: FastifyReply, body: string) =>
  noCache(reply).type("application/json; charset=utf-8").send(body);

export async function storefrontRoutes(app: FastifyInstance, { db, config, events }: AppDeps) {
  const cache = new PublicCache(events);
  app.addHook("onClose", async () => cache.close());

  app.get("/api/marketplace", async (_request, reply) =>
    sendJson(
      reply,
      await cache.get("marketplace", async () => ({ merchantId: null, value: await getMarketplace(db) })),
    ),
  );

  app.get<{ Params: { slug: string } }>("/api/microsite/:slug", async (request, reply) => {
    const { slug } = request.params;
    const body = await cache.get(`microsite:${slug}`, async () => {
      const microsite = await getMicrosite(db, slug);
      return { merchantId: microsite.merchant.id, value: microsite };
    });
    return sendJson(reply, body);
  });

  app.get<{ Params: { slug: string } }>("/api/microsite/:slug/products", async (request, reply) => {
    noCache(reply);
    return getMicrositeProducts(db, request.params.slug, ZMicrositeProductsQuery.parse(request.query));
  });

  app.get<{ Params: { slug: string; productId: string } }>(
    "/api/microsite/:slug/product/:productId",
    async (request, reply) => {
      const { slug, productId } = request.params;
      const body = await cache.get(`product:${slug}:${productId}`, async () => {
        const product = await getMicrositeProduct(db, slug, productId);
        return { merchantId: product.merchantId, value: product };
      });
      return sendJson(reply, body);
    },
  );

  app.get<{ Params: { slug: string } }>("/api/microsite/:slug/delivery/check", async (request, reply) => {
    reply.header("cache-control", "no-store");
    return checkDelivery(db, request.params.slug, ZDeliveryCheckQuery.parse(request.query));
  });

  // Maps (zones, the delivery check) need the tile address; it is a setting (MAP_TILE_URL).
  app.get("/api/map-settings", async () => ({ tileUrl: config.mapTileUrl }));
}
