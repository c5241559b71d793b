import type { FastifyInstance } from "fastify";
import { TEST_GATEWAY_MESSAGES, ZRazorpayReturn, ZTestGatewayPayRequest } from "#contracts/payments";
import type { AppDeps } from "#server/deps";
import { AppError, notFound } from "#server/errors";
import { publicOrigin } from "#server/plugins/public-origin";
import { changesNothingPublic } from "#server/plugins/store-change-announcer";
import { paymentSettingsRoutes } from "./payment-settings-routes";
import { razorpayRoutes } from "./razorpay-routes";
import * as service from "./service";
import { stripeRoutes } from "./stripe-routes";

type TrackedParams = { Params: { slug: string; trackingCode: string } };
type SessionParams = { Params: { sessionId: string } };

/**
 * The public payment routes (issue 41): the shopper's return ("payment-check": a read of the
 * provider, never a claim), "Pay now", and the built-in test gateway's page and card form.
 */
export async function paymentRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, config, now } = deps;
  await app.register(paymentSettingsRoutes, deps);
  // Stripe's: Connect Stripe and the webhook (stripe-routes.ts); Razorpay's webhook (razorpay-routes.ts).
  await app.register(stripeRoutes, deps);
  await app.register(razorpayRoutes, deps);
  const payments = () => ({ ...service.paymentDepsOf(deps), settings: config.payments });
  // Capped like tracking lookups: each one reads the provider.
  const lookup = {
    config: {
      rateLimit: { max: config.limits.trackingLookupsPerIpPerMinute, timeWindow: "1 minute" },
      ...changesNothingPublic,
    },
  };

  app.post<TrackedParams>(
    "/api/microsite/:slug/orders/:trackingCode/payment-check",
    lookup,
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      // Back from Razorpay: the values its callback carried, to be checked before anything is read.
      const body = request.body;
      const razorpayReturn =
        body && typeof body === "object" && "razorpay_signature" in body ? ZRazorpayReturn.parse(body) : null;
      return service.checkOrderPayment(
        payments(),
        request.params.slug,
        request.params.trackingCode,
        razorpayReturn,
      );
    },
  );

  app.post<TrackedParams>("/api/microsite/:slug/orders/:trackingCode/pay", lookup, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return service.payOrder(payments(), request.params.slug, request.params.trackingCode, {
      origin: publicOrigin(request, config.publicUrl),
    });
  });

  // A UPI order's QR code (issue 46): found by the order's code, like its tracking page.
  app.get<TrackedParams>(
    "/api/microsite/:slug/orders/:trackingCode/upi-qr.svg",
    { config: { rateLimit: lookup.config.rateLimit } },
    async (request, reply) => {
      const svg = await service.trackedUpiQr(db, request.params.slug, request.params.trackingCode);
      // The link holds the amount and the store's UPI ID for this order only: not for shared caches.
      reply.header("cache-control", "private, max-age=300");
      reply.type("image/svg+xml");
      return svg;
    },
  );

  // The test gateway: only when it is on (PAYMENTS_TEST_GATEWAY); its sessions are found by their
  // unguessable ids, like a provider's hosted page.
  const gatewayOn = () => {
    if (!config.payments.testGateway) throw notFound(TEST_GATEWAY_MESSAGES.notFound);
  };

  app.get<SessionParams>("/api/payments/test-gateway/sessions/:sessionId", async (request, reply) => {
    gatewayOn();
    reply.header("cache-control", "no-store");
    const session = await service.getTestSession(db, request.params.sessionId, now());
    if (!session) throw notFound(TEST_GATEWAY_MESSAGES.notFound);
    return session;
  });

  app.post<SessionParams>(
    "/api/payments/test-gateway/sessions/:sessionId/pay",
    {
      config: {
        rateLimit: { max: config.limits.ordersPerIpPerMinute, timeWindow: "1 minute" },
        ...changesNothingPublic,
      },
    },
    async (request, reply) => {
      gatewayOn();
      const { cardNumber } = ZTestGatewayPayRequest.parse(request.body ?? {});
      reply.header("cache-control", "no-store");
      const paid = await service.payTestSession(db, request.params.sessionId, cardNumber, now());
      if (paid.ok) return { redirectUrl: paid.redirectUrl };
      if (paid.reason === "missing") throw notFound(TEST_GATEWAY_MESSAGES.notFound);
      if (paid.reason === "expired") throw new AppError("CONFLICT", TEST_GATEWAY_MESSAGES.expired);
      if (paid.reason === "card") throw new AppError("VALIDATION", TEST_GATEWAY_MESSAGES.otherCard);
      return reply.status(402).send({ message: TEST_GATEWAY_MESSAGES.declined });
    },
  );
}
