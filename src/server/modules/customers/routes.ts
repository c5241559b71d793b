import type { FastifyInstance } from "fastify";
import { ZCustomersQuery } from "#contracts/customers";
import type { AppDeps } from "#server/deps";
import { sendCsv } from "#server/plugins/csv-download";
import { idOf } from "#server/plugins/row-ids";
import { requireMerchant, signedIn } from "#server/plugins/session";
import * as service from "./service";

/** The merchant's customers: the list, its CSV, and one customer with their orders. */
export async function customerRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get("/api/customers", signedIn, async (request, reply) => {
    const query = ZCustomersQuery.parse(request.query);
    reply.header("cache-control", "private, no-store");
    return service.listCustomers(db, requireMerchant(request), query);
  });

  app.get("/api/customers/export", signedIn, async (request, reply) => {
    const { q, sort, dir } = ZCustomersQuery.parse(request.query);
    const csv = await service.exportCustomersCsv(db, requireMerchant(request), { q, sort, dir });
    return sendCsv(reply, "customers.csv", csv);
  });

  app.get("/api/customers/:customerId", signedIn, async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    return service.getCustomer(db, requireMerchant(request), idOf(request, "customerId"));
  });
}
