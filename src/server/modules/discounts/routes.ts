import type { FastifyInstance, FastifyRequest } from "fastify";
import { DISCOUNT_MESSAGES, ZCreateDiscountRequest, ZUpdateDiscountRequest } from "#contracts/discounts";
import { may } from "#server/access/permissions";
import type { AppDeps } from "#server/deps";
import { idOf } from "#server/plugins/row-ids";
import { requireMember, requireMerchant, requireStoreMoney } from "#server/plugins/session";
import { changesNothingPublic } from "#server/plugins/store-change-announcer";
import * as service from "./service";

/** Codes are never shown on the store's pages: saving one leaves their cached copies be. */
const privateWrite = { ...may("catalog.edit"), config: changesNothingPublic };

/** The signed-in member, for the activity log (decision 0059). */
const personOf = (request: FastifyRequest) => requireMember(request).personId;

/** The merchant's discount codes (issue 31). States are judged by the app's clock, as the checkout's are. */
export async function discountRoutes(app: FastifyInstance, { db, now }: AppDeps) {
  app.get("/api/discounts", may("catalog.view"), async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    return service.listDiscounts(db, requireMerchant(request), now(), requireStoreMoney(request).currency);
  });

  app.post("/api/discounts", privateWrite, async (request, reply) => {
    const money = requireStoreMoney(request);
    const input = ZCreateDiscountRequest(money.currency).parse(request.body ?? {});
    return reply
      .status(201)
      .send(
        await service.createDiscount(db, requireMerchant(request), input, now(), money, personOf(request)),
      );
  });

  app.put("/api/discounts/:discountId", privateWrite, async (request) => {
    const money = requireStoreMoney(request);
    const patch = ZUpdateDiscountRequest(money.currency).parse(request.body ?? {});
    return service.updateDiscount(
      db,
      requireMerchant(request),
      idOf(request, "discountId"),
      patch,
      now(),
      money,
      personOf(request),
    );
  });

  app.delete("/api/discounts/:discountId", privateWrite, async (request) => {
    await service.deleteDiscount(
      db,
      requireMerchant(request),
      idOf(request, "discountId"),
      requireStoreMoney(request).currency,
      personOf(request),
    );
    return { message: DISCOUNT_MESSAGES.deleted };
  });
}
