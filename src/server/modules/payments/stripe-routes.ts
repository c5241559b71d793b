import type { FastifyInstance } from "fastify";
import { may } from "#server/access/permissions";
import type { AppDeps } from "#server/deps";
import { recordAudit } from "#server/modules/audit/service";
import { publicOrigin } from "#server/plugins/public-origin";
import { requireMember } from "#server/plugins/session";
import { changesNothingPublic } from "#server/plugins/store-change-announcer";
import { connectStripe } from "./stripe-connect";
import { receiveStripeWebhook } from "./stripe-webhook";
import { webhookDepsOf } from "./webhook-deliveries";
import { webhookRoute } from "./webhook-route";

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

  await webhookRoute(app, deps, "/api/payments/stripe/webhook", "Stripe", (request, body) =>
    receiveStripeWebhook(webhookDeps, body, request.headers),
  );
}
