import type { FastifyInstance, FastifyRequest } from "fastify";
import { ZCreateAdRequest, ZUpdateAdRequest } from "#contracts/ads";
import type { AppDeps } from "#server/deps";
import { requireMerchant, signedIn } from "#server/plugins/session";
import * as service from "./service";

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/** The merchant's ads for the Special Offers carousel. */
export async function adRoutes(app: FastifyInstance, { db, storage, failures }: AppDeps) {
  app.get("/api/ads", signedIn, async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    return service.listAds(db, requireMerchant(request));
  });

  app.post("/api/ads", signedIn, async (request, reply) => {
    const input = ZCreateAdRequest.parse(request.body ?? {});
    return reply.status(201).send(await service.createAd(db, requireMerchant(request), input));
  });

  app.put("/api/ads/:id", signedIn, async (request) => {
    const patch = ZUpdateAdRequest.parse(request.body ?? {});
    return service.updateAd(db, storage, failures, requireMerchant(request), idOf(request), patch);
  });

  app.delete("/api/ads/:id", signedIn, async (request) => {
    await service.deleteAd(db, storage, failures, requireMerchant(request), idOf(request));
    return { message: "Ad deleted" };
  });
}
