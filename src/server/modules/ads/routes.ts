import type { FastifyInstance } from "fastify";
import { ZCreateAdRequest, ZUpdateAdRequest } from "#contracts/ads";
import { may } from "#server/access/permissions";
import type { AppDeps } from "#server/deps";
import { idOf } from "#server/plugins/row-ids";
import { requireMerchant } from "#server/plugins/session";
import * as service from "./service";

/** The merchant's ads for the Special Offers carousel. */
export async function adRoutes(app: FastifyInstance, { db, storage, failures }: AppDeps) {
  app.get("/api/ads", may("catalog.view"), async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    return service.listAds(db, requireMerchant(request));
  });

  app.post("/api/ads", may("catalog.edit"), async (request, reply) => {
    const input = ZCreateAdRequest.parse(request.body ?? {});
    return reply.status(201).send(await service.createAd(db, requireMerchant(request), input));
  });

  app.put("/api/ads/:adId", may("catalog.edit"), async (request) => {
    const patch = ZUpdateAdRequest.parse(request.body ?? {});
    return service.updateAd(db, storage, failures, requireMerchant(request), idOf(request, "adId"), patch);
  });

  app.delete("/api/ads/:adId", may("catalog.edit"), async (request) => {
    await service.deleteAd(db, storage, failures, requireMerchant(request), idOf(request, "adId"));
    return { message: "Ad deleted" };
  });
}
