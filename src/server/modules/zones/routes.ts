import type { FastifyInstance } from "fastify";
import { ZCreateZoneRequest, ZUpdateZoneRequest } from "#contracts/zones";
import { may } from "#server/access/permissions";
import type { AppDeps } from "#server/deps";
import { idOf } from "#server/plugins/row-ids";
import { requireMerchant, requireStoreMoney } from "#server/plugins/session";
import * as service from "./service";

/** The merchant's delivery zones (the public delivery check is the storefront's). */
export async function zoneRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get("/api/delivery-zones", may("catalog.view"), async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    return service.listZones(db, requireMerchant(request), requireStoreMoney(request).currency);
  });

  app.post("/api/delivery-zones", may("catalog.edit"), async (request, reply) => {
    // A zone's prices are read in the store's currency (decision 0067).
    const { currency } = requireStoreMoney(request);
    const input = ZCreateZoneRequest(currency).parse(request.body ?? {});
    return reply.status(201).send(await service.createZone(db, requireMerchant(request), input, currency));
  });

  app.put("/api/delivery-zones/:zoneId", may("catalog.edit"), async (request) => {
    const { currency } = requireStoreMoney(request);
    const patch = ZUpdateZoneRequest(currency).parse(request.body ?? {});
    return service.updateZone(db, requireMerchant(request), idOf(request, "zoneId"), patch, currency);
  });

  app.delete("/api/delivery-zones/:zoneId", may("catalog.edit"), async (request) => {
    await service.deleteZone(db, requireMerchant(request), idOf(request, "zoneId"));
    return { message: "Delivery zone deleted" };
  });
}
