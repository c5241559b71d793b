import type { FastifyInstance } from "fastify";
import { ZNotificationSettingsRequest } from "#contracts/mail";
import { may } from "#server/access/permissions";
import type { AppDeps } from "#server/deps";
import { recordingStoreChange } from "#server/modules/audit/service";
import { requireMember, requireMerchant } from "#server/plugins/session";
import { changesNothingPublic } from "#server/plugins/store-change-announcer";
import * as service from "./service";

/** The merchant's email settings: where new-order mail goes, and which (decision 0032). */
export async function mailRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  app.get("/api/merchant/notifications", may("settings.view"), async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    return service.getNotificationSettings(db, config, requireMerchant(request));
  });

  app.put(
    "/api/merchant/notifications",
    { ...may("settings.edit"), config: changesNothingPublic },
    async (request) => {
      const input = ZNotificationSettingsRequest.parse(request.body ?? {});
      const member = requireMember(request);
      return recordingStoreChange(db, member, "Notifications", () =>
        service.saveNotificationSettings(db, config, member.merchantId, input),
      );
    },
  );
}
