import type { FastifyInstance } from "fastify";
import { may } from "#server/access/permissions";
import type { AppDeps } from "#server/deps";
import { recordAudit } from "#server/modules/audit/service";
import { publicOrigin } from "#server/plugins/public-origin";
import { requireMember } from "#server/plugins/session";
import { changesNothingPublic } from "#server/plugins/store-change-announcer";
import { connectStripe } from "./stripe-connect";
import { receiveStripeWebhook } from "./stripe-webhook";
import { processWebhookEvent, webhookDepsOf } from "./webhook-deliveries";

/** Stripe's deliveries are small; anything larger is not one. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/** "Connect Stripe" and Stripe's webhook (issue 41, decision 0050). */
export async function stripeRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, config } = deps;
  const webhookDeps = webhookDepsOf(deps);
  const { stripe } = webhookDeps;

  app.post(
    "/api/merchant/payments/stripe/connect",
    { ...may("payments.manage"), config: changesNothingPublic },
    async (request) => {
      const member = requireMember(request);
      const link = await connectStripe(
        { db, stripe },
        member.merchantId,
        publicOrigin(request, config.publicUrl),
      );
      // The link to Stripe's onboarding stays out of the log: it is a secret for a while.
      await recordAudit(db, { ...member, kind: "settings", summary: "Stripe connect started" });
      return link;
    },
  );

  const working = new Set<Promise<void>>();
  app.addHook("onClose", async () => {
    await Promise.allSettled(working);
  });

  // Its own scope: the signature is over the exact bytes Stripe sent, so the body stays a Buffer
  // here (every content type), while the rest of the app keeps parsing JSON.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "*",
      { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    // No session and no browser: Stripe's signature stands in for the anti-forgery token.
    scope.post(
      "/api/payments/stripe/webhook",
      { config: { csrf: false, ...changesNothingPublic } },
      async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const stored = await receiveStripeWebhook(webhookDeps, body, request.headers);
        reply.header("cache-control", "no-store");
        await reply.send({ received: true });
        // Answered first (Stripe waits for no work of ours); the work follows, and housekeeping
        // tries again whatever fails or is cut short.
        if (stored) {
          const work = processWebhookEvent(webhookDeps, stored)
            // The claim or its bookkeeping failed (the database away): the retry finds it unclaimed.
            .catch((err) => deps.failures.report("payment_webhook", err, "a Stripe webhook's work failed"))
            .finally(() => working.delete(work));
          working.add(work);
        }
        return reply;
      },
    );
  });
}
