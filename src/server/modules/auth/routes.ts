import type { FastifyInstance } from "fastify";
import { ZLoginRequest, ZRegisterRequest, ZSlugAvailabilityQuery } from "#contracts/auth";
import type { AppDeps } from "#server/deps";
import { endAllSessions, endSession, requireMerchant, signedIn, startSession } from "#server/plugins/session";
import { changesNothingPublic } from "#server/plugins/store-change-announcer";
import { LoginThrottle } from "./login-throttle";
import { authenticate, currentMerchant, register, slugAvailability } from "./service";

export async function authRoutes(app: FastifyInstance, { db, config, counters, events }: AppDeps) {
  const throttle = new LoginThrottle(counters, config.limits.loginFailuresPerEmail);
  const perIp = (max: number) => ({ rateLimit: { max, timeWindow: "1 minute" } });
  // A session is nothing the public sees: signing in or out outdates no cached store answer.
  const sessionOnly = { config: changesNothingPublic };

  app.post(
    "/api/register",
    { config: perIp(config.limits.registerPerIpPerMinute) },
    async (request, reply) => {
      const result = await register(db, ZRegisterRequest.parse(request.body), config.merchantApproval);
      if ("pendingApproval" in result) return reply.status(202).send(result);
      await startSession({ db, events }, request, reply, result.id);
      return reply.status(201).send(result);
    },
  );

  const login = { config: { ...perIp(config.limits.loginPerIpPerMinute), ...changesNothingPublic } };
  app.post("/api/login", login, async (request, reply) => {
    const merchant = await authenticate(db, ZLoginRequest.parse(request.body), { throttle, ip: request.ip });
    await startSession({ db, events }, request, reply, merchant.id);
    return merchant;
  });

  app.post("/api/logout", sessionOnly, async (request, reply) => {
    await endSession({ db, events }, request, reply);
    return { message: "Logged out" };
  });

  app.post("/api/logout-everywhere", { ...signedIn, ...sessionOnly }, async (request, reply) => {
    await endAllSessions({ db, events }, request, reply, requireMerchant(request));
    return { message: "Signed out on every device" };
  });

  app.get("/api/user", async (request, reply) => {
    const merchant = await currentMerchant(db, requireMerchant(request));
    if (!merchant) {
      await endSession({ db, events }, request, reply);
      return reply.status(401).send({ message: "Not authenticated" });
    }
    reply.header("cache-control", "no-store");
    return merchant;
  });

  app.get(
    "/api/slug-availability",
    { config: perIp(config.limits.slugChecksPerIpPerMinute) },
    async (request) => {
      const { slug } = ZSlugAvailabilityQuery.parse(request.query);
      return slugAvailability(db, slug);
    },
  );
}
