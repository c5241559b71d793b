import type { FastifyInstance } from "fastify";
import type { AppDeps } from "#server/deps";
import { receiveRazorpayWebhook } from "./razorpay-webhook";
import { webhookRoute } from "./webhook-route";

/**
 * Razorpay's webhook (issue 46, decision 0069): one address per store, since each store's events
 * are signed with its own webhook secret, entered in its own Razorpay dashboard.
 */
export async function razorpayRoutes(app: FastifyInstance, deps: AppDeps) {
  const receiving = { db: deps.db, secretsKey: deps.config.payments.secretsKey };
  await webhookRoute<{ merchantId: string }>(
    app,
    deps,
    "/api/payments/razorpay/webhook/:merchantId",
    "Razorpay",
    (request, body) => receiveRazorpayWebhook(receiving, request.params.merchantId, body, request.headers),
  );
}
