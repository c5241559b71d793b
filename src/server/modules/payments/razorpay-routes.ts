import type { FastifyInstance } from "fastify";
import type { AppDeps } from "#server/deps";
import { changesNothingPublic } from "#server/plugins/store-change-announcer";
import { receiveRazorpayWebhook } from "./razorpay-webhook";
import { processWebhookEvent, webhookDepsOf } from "./webhook-deliveries";

/** Razorpay's deliveries are small; anything larger is not one. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * Razorpay's webhook (issue 46, decision 0069): one address per store, since each store's events
 * are signed with its own webhook secret, entered in its own Razorpay dashboard.
 */
export async function razorpayRoutes(app: FastifyInstance, deps: AppDeps) {
  const webhookDeps = webhookDepsOf(deps);
  const receiving = { db: deps.db, secretsKey: deps.config.payments.secretsKey };
  const working = new Set<Promise<void>>();
  app.addHook("onClose", async () => {
    await Promise.allSettled(working);
  });

  // The signature is over the exact bytes Razorpay sent: the body stays a Buffer in this scope.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "*",
      { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    // No session and no browser: the store's webhook secret stands in for the anti-forgery token.
    scope.post<{ Params: { merchantId: string } }>(
      "/api/payments/razorpay/webhook/:merchantId",
      { config: { csrf: false, ...changesNothingPublic } },
      async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const stored = await receiveRazorpayWebhook(
          receiving,
          request.params.merchantId,
          body,
          request.headers,
        );
        reply.header("cache-control", "no-store");
        await reply.send({ received: true });
        // Answered first; the work follows, and housekeeping tries again whatever fails.
        if (stored) {
          const work = processWebhookEvent(webhookDeps, stored)
            .catch((err) => deps.failures.report("payment_webhook", err, "a Razorpay webhook's work failed"))
            .finally(() => working.delete(work));
          working.add(work);
        }
        return reply;
      },
    );
  });
}
