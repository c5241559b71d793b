import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app";
import { placeOrder } from "./place-order";

/** Order placement by a shopper (public; the CSRF token is required like on every non-GET). */
export async function orderRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.post("/api/orders", async (request, reply) => {
    const order = await placeOrder(db, request.body);
    return reply.status(201).header("cache-control", "no-store").send(order);
  });
}
