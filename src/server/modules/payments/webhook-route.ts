import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppDeps } from "#server/deps";
import { changesNothingPublic } from "#server/plugins/store-change-announcer";
import { processWebhookEvent, webhookDepsOf } from "./webhook-deliveries";

/** A provider's deliveries are small; anything larger is not one. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * A provider's webhook route (decision 0050; Razorpay's, decision 0069), in a scope of its own: the
 * signature is over the exact bytes the provider sent, so the body stays a Buffer here (every
 * content type) while the rest of the app keeps parsing JSON. No session and no browser: the
 * provider's signature stands in for the anti-forgery token. `receive` checks and stores the
 * delivery (a row id when it is new); the answer goes first, since the provider waits for no work
 * of ours, and the work follows; whatever fails or is cut short, housekeeping tries again.
 */
export async function webhookRoute<Params>(
  app: FastifyInstance,
  deps: AppDeps,
  path: string,
  provider: string,
  receive: (request: FastifyRequest<{ Params: Params }>, body: Buffer) => Promise<string | null>,
) {
  const webhookDeps = webhookDepsOf(deps);
  const working = new Set<Promise<void>>();
  app.addHook("onClose", async () => {
    await Promise.allSettled(working);
  });
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "*",
      { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    scope.post<{ Params: Params }>(
      path,
      { config: { csrf: false, ...changesNothingPublic } },
      async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const stored = await receive(request, body);
        reply.header("cache-control", "no-store");
        await reply.send({ received: true });
        if (stored) {
          const work = processWebhookEvent(webhookDeps, stored)
            // The claim or its bookkeeping failed (the database away): the retry finds it unclaimed.
            .catch((err) =>
              deps.failures.report("payment_webhook", err, `a ${provider} webhook's work failed`),
            )
            .finally(() => working.delete(work));
          working.add(work);
        }
        return reply;
      },
    );
  });
}
