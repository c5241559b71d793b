import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  ZAdminMerchantsQuery,
  ZOperatorLogQuery,
  ZStatusChange,
  ZStatusChangeWithReason,
  ZViewAsRequest,
} from "#contracts/admin";
import { may, permitOperator } from "#server/access/permissions";
import type { AppDeps } from "#server/deps";
import { AppError } from "#server/errors";
import { mailBaseUrlOf } from "#server/modules/mail/service";
import { sendCsv } from "#server/plugins/csv-download";
import { idOf } from "#server/plugins/row-ids";
import { changesNothingPublic } from "#server/plugins/store-change-announcer";
import { exportOperatorLog, listOperatorLog } from "./operator-log";
import {
  changeStatus,
  endViewAs,
  listFailedMail,
  listMerchants,
  merchantDetail,
  operatorOf,
  platformStats,
  retryMail,
  type StatusChange,
  startViewAs,
  viewAsOf,
} from "./service";

const storeOf = (request: FastifyRequest) => idOf(request, "storeId");

/**
 * The operator console's API (issue 47, decision 0070). Every route asks `may` for a platform action
 * before anything else: for anyone without a platform role the whole of /api/admin is a 404, as if
 * it did not exist; support reads and views as a merchant, and any other write is a 403.
 */
export async function adminRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, config, events, now, wakeMail } = deps;
  const noStore = { "cache-control": "private, no-store" };
  // A change of a store's standing announces itself (service.ts); no other console write touches
  // what shoppers see.
  const consoleOnly = { config: changesNothingPublic };

  app.get("/api/admin/me", may("platform.view"), async (request, reply) => {
    const { personId } = permitOperator(request, "platform.view");
    reply.headers(noStore);
    return operatorOf(db, personId, await viewAsOf(db, request.merchantId, request.viewAs));
  });

  app.get("/api/admin/merchants", may("platform.view"), async (request, reply) => {
    reply.headers(noStore);
    return listMerchants(db, ZAdminMerchantsQuery.parse(request.query));
  });

  app.get("/api/admin/merchants/:storeId", may("platform.view"), async (request, reply) => {
    reply.headers(noStore);
    return merchantDetail(db, storeOf(request));
  });

  const statusRoute = (change: StatusChange, needsReason: boolean) =>
    app.post(
      `/api/admin/merchants/:storeId/${change}`,
      { ...may("platform.manage"), ...consoleOnly },
      async (request) => {
        const { personId } = permitOperator(request, "platform.manage");
        const { reason } = (needsReason ? ZStatusChangeWithReason : ZStatusChange).parse(request.body ?? {});
        const merchantId = storeOf(request);
        await changeStatus(
          { db, events, now, mailBaseUrl: mailBaseUrlOf(config, request) },
          { personId },
          merchantId,
          change,
          reason,
        );
        if (config.mail) wakeMail?.();
        return merchantDetail(db, merchantId);
      },
    );
  statusRoute("approve", false);
  statusRoute("reject", true);
  statusRoute("suspend", true);
  statusRoute("reinstate", false);

  app.get("/api/admin/stats", may("platform.view"), async (_request, reply) => {
    reply.headers(noStore);
    return platformStats(db, now());
  });

  app.get("/api/admin/mail/failed", may("platform.view"), async (_request, reply) => {
    reply.headers(noStore);
    return listFailedMail(db);
  });

  app.post(
    "/api/admin/mail/:mailId/retry",
    { ...may("platform.manage"), ...consoleOnly },
    async (request) => {
      const { personId } = permitOperator(request, "platform.manage");
      await retryMail(db, { personId }, idOf(request, "mailId"));
      wakeMail?.();
      return { message: "The mail is queued again: it goes out within seconds." };
    },
  );

  app.post(
    "/api/admin/merchants/:storeId/view-as",
    { ...may("platform.viewAs"), ...consoleOnly },
    async (request) => {
      const { personId } = permitOperator(request, "platform.viewAs");
      const { reason } = ZViewAsRequest.parse(request.body ?? {});
      if (!request.sessionKey) throw new AppError("UNAUTHORIZED", "Not authenticated");
      return startViewAs(
        db,
        { sessionKey: request.sessionKey, personId },
        storeOf(request),
        reason,
        new Date(),
      );
    },
  );

  app.post("/api/admin/view-as/end", { ...may("platform.viewAs"), ...consoleOnly }, async (request) => {
    permitOperator(request, "platform.viewAs");
    if (!request.sessionKey) throw new AppError("UNAUTHORIZED", "Not authenticated");
    await endViewAs(db, request.sessionKey);
    return { message: "You have stopped viewing the store." };
  });

  app.get("/api/admin/audit-log", may("platform.view"), async (request, reply) => {
    const query = ZOperatorLogQuery.parse(request.query);
    if (query.format === "csv") {
      const day = new Date(now()).toISOString().slice(0, 10);
      return sendCsv(reply, `operator-actions-${day}.csv`, await exportOperatorLog(db));
    }
    reply.headers(noStore);
    return listOperatorLog(db, query);
  });
}
