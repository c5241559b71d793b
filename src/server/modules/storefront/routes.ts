import type { FastifyInstance, FastifyReply } from "fastify";
import type { AppDeps } from "../../app";
import { getMarketplace, getMicrosite, getMicrositeProduct } from "./service";

// Stock and availability change at any time: caches must revalidate on every use.
const noCache = (reply: FastifyReply) => reply.header("cache-control", "no-cache");

export async function storefrontRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get("/api/marketplace", async (_request, reply) => {
    noCache(reply);
    return getMarketplace(db);
  });

  app.get<{ Params: { slug: string } }>("/api/microsite/:slug", async (request, reply) => {
    noCache(reply);
    return getMicrosite(db, request.params.slug);
  });

  app.get<{ Params: { slug: string; productId: string } }>(
    "/api/microsite/:slug/product/:productId",
    async (request, reply) => {
      noCache(reply);
      return getMicrositeProduct(db, request.params.slug, request.params.productId);
    },
  );
}
