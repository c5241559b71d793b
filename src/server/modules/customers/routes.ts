import type { FastifyInstance } from "fastify";
import { ZCustomersQuery } from "#contracts/customers";
import { may } from "#server/access/permissions";
import type { AppDeps } from "#server/deps";
import { recordExport } from "#server/modules/audit/service";
import { sendCsv } from "#server/plugins/csv-download";
import { idOf } from "#server/plugins/row-ids";
import { requireMember, requireMerchant, requireStoreMoney } from "#server/plugins/session";
import * as service from "./service";

/** The merchant's customers: the list, its CSV, and one customer with their orders. */
export async function customerRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get("/api/customers", may("customers.view"), async (request, reply) => {
    const query = ZCustomersQuery.parse(request.query);
    reply.header("cache-control", "private, no-store");
    return service.listCustomers(db, requireMerchant(request), query, requireStoreMoney(request).currency);
  });

  app.get("/api/customers/export", may("customers.export"), async (request, reply) => {
    const { q, sort, dir } = ZCustomersQuery.parse(request.query);
    const member = requireMember(request);
    const { currency } = requireStoreMoney(request);
    const csv = await service.exportCustomersCsv(db, member.merchantId, { q, sort, dir }, currency);
    await recordExport(db, member, "customers", { q });
    return sendCsv(reply, "customers.csv", csv);
  });

  app.get("/api/customers/:customerId", may("customers.view"), async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    return service.getCustomer(
      db,
      requireMerchant(request),
      idOf(request, "customerId"),
      requireStoreMoney(request).currency,
    );
  });
}
