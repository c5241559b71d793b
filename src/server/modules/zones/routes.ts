import type { FastifyInstance } from "fastify";
import { ZCreateZoneRequest, ZUpdateZoneRequest } from "#contracts/zones";
import { may } from "#server/access/permissions";
import type { AppDeps } from "#server/deps";
import { idOf } from "#server/plugins/row-ids";
import { requireMerchant } from "#server/plugins/session";
import * as service from "./service";

/** The merchant's delivery zones (the public delivery check is the storefront's). */
export async function zoneRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get("/api/delivery-zones", may("catalog.view"), async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    return service.listZones(db, requireMerchant(request));
  });

  app.post("/api/delivery-zones", may("catalog.edit"), async (request, reply) => {
    const input = ZCreateZoneRequest.parse(request.body ?? {});
    return reply.status(201).send(await service.createZone(db, requireMerchant(request), input));
  });

  app.put("/api/delivery-zones/:zoneId", may("catalog.edit"), async (request) => {
    const patch = ZUpdateZoneRequest.parse(request.body ?? {});
    return service.updateZone(db, requireMerchant(request), idOf(request, "zoneId"), patch);
  });

  app.delete("/api/delivery-zones/:zoneId", may("catalog.edit"), async (request) => {
    await service.deleteZone(db, requireMerchant(request), idOf(request, "zoneId"));
    return { message: "Delivery zone deleted" };
  });
}
