import type { FastifyInstance } from "fastify";
import { ZTradingRequest } from "#contracts/trading-settings";
import { may } from "#server/access/permissions";
import type { AppDeps } from "#server/deps";
import { recordingStoreChange } from "#server/modules/audit/service";
import { requireMember, requireMerchant, requireStoreMoney } from "#server/plugins/session";
import * as service from "./service";

/** The store's opening hours, closures and pause (the storefront and orders follow them). */
export async function tradingRoutes(app: FastifyInstance, { db, now }: AppDeps) {
  app.get("/api/merchant/trading", may("orders.view"), async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    return service.getTrading(db, requireMerchant(request), now());
  });

  // A change announces itself (store-change-announcer): the store's cached answers are dropped.
  app.put("/api/merchant/trading", may("settings.edit"), async (request) => {
    // The store-wide delivery fee is read in the store's currency (decision 0067).
    const input = ZTradingRequest(requireStoreMoney(request).currency).parse(request.body ?? {});
    const member = requireMember(request);
    // Hours, closures, the pause and fulfilment: recorded with the fields that changed (decision 0059).
    return recordingStoreChange(db, member, "Trading and fulfilment", () =>
      service.updateTradingSettings(db, member.merchantId, input, now()),
    );
  });
}
