import type { FastifyInstance } from "fastify";
import { ZAuditLogQuery } from "#contracts/audit";
import { may } from "#server/access/permissions";
import type { AppDeps } from "#server/deps";
import { sendCsv } from "#server/plugins/csv-download";
import { requireMember, requireMerchant } from "#server/plugins/session";
import { exportAuditCsv, listActors, listAuditLog } from "./service";
import { recordExport } from "./store-changes";

/**
 * The activity log (issue 43 item 6, decision 0059): owners and managers read it, filter it by
 * person and kind, and export it. Reading it is not recorded (it changes nothing).
 */
export async function auditRoutes(app: FastifyInstance, { db, now }: AppDeps) {
  app.get("/api/audit-log", may("audit.view"), async (request, reply) => {
    const query = ZAuditLogQuery.parse(request.query);
    reply.header("cache-control", "private, no-store");
    return listAuditLog(db, requireMerchant(request), query);
  });

  app.get("/api/audit-log/actors", may("audit.view"), async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    return listActors(db, requireMerchant(request));
  });

  app.get("/api/audit-log/export", may("audit.view"), async (request, reply) => {
    const { actor, kind } = ZAuditLogQuery.parse(request.query);
    const member = requireMember(request);
    const csv = await exportAuditCsv(db, member.merchantId, { actor, kind });
    // Exporting the log is itself an export: recorded after the file is read, so it is not in it.
    await recordExport(db, member, "activity log", { actor, kind });
    const day = new Date(now()).toISOString().slice(0, 10);
    return sendCsv(reply, `activity${kind ? `-${kind}` : ""}-${day}.csv`, csv);
  });
}
