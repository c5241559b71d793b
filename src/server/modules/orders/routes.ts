import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app";
import { placeOrder } from "./place-order";

/** Order placement by a shopper (public; the CSRF token is required like on every non-GET). */
export async function orderRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  // Anyone may order, so a per-IP cap keeps one client from draining stock with fake orders.
  const rateLimit = { max: config.limits.ordersPerIpPerMinute, timeWindow: "1 minute" };
  app.post("/api/orders", { config: { rateLimit } }, async (request, reply) => {
    const order = await placeOrder(db, request.body);
    return reply.status(201).header("cache-control", "no-store").send(order);
  });
}
