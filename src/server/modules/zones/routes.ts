import type { FastifyInstance } from "fastify";
import { ZCreateZoneRequest, ZUpdateZoneRequest } from "#contracts/zones";
import type { AppDeps } from "#server/deps";
import { idOf } from "#server/plugins/row-ids";
import { requireMerchant, signedIn } from "#server/plugins/session";
import * as service from "./service";

/** The merchant's delivery zones (the public delivery check is the storefront's). */
export async function zoneRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get("/api/delivery-zones", signedIn, async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    return service.listZones(db, requireMerchant(request));
  });

  app.post("/api/delivery-zones", signedIn, async (request, reply) => {
    const input = ZCreateZoneRequest.parse(request.body ?? {});
    return reply.status(201).send(await service.createZone(db, requireMerchant(request), input));
  });

  app.put("/api/delivery-zones/:zoneId", signedIn, async (request) => {
    const patch = ZUpdateZoneRequest.parse(request.body ?? {});
    return service.updateZone(db, requireMerchant(request), idOf(request, "zoneId"), patch);
  });

  app.delete("/api/delivery-zones/:zoneId", signedIn, async (request) => {
    await service.deleteZone(db, requireMerchant(request), idOf(request, "zoneId"));
    return { message: "Delivery zone deleted" };
  });
}
