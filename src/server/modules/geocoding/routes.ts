import type { FastifyInstance } from "fastify";
import { ZGeocodeQuery } from "#contracts/geocoding";
import type { AppDeps } from "#server/deps";
import { geocode, geocoderFor } from "./service";

/**
 * GET /api/geocode?q=: an address's point and precision from the app's geocoder (GEOCODER_URL), for
 * anyone (the storefront, a merchant's settings). Capped per client address: every search that is not
 * cached costs a call to the geocoder, whose own terms limit them.
 */
export async function geocodingRoutes(app: FastifyInstance, deps: AppDeps) {
  const { config } = deps;
  const geocoder = geocoderFor(deps);
  app.get(
    "/api/geocode",
    { config: { rateLimit: { max: config.limits.geocodesPerIpPerMinute, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const { q } = ZGeocodeQuery.parse(request.query);
      reply.header("cache-control", "no-store");
      return geocode(geocoder, q);
    },
  );
}
