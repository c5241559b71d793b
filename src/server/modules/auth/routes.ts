import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app";
import { endSession, requireMerchant, startSession } from "../../plugins/session";
import { LoginThrottle } from "./login-throttle";
import { findMerchantById } from "./queries";
import { authenticate, register } from "./service";
import { toMerchantResponse } from "./to-merchant-response";

export async function authRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  const throttle = new LoginThrottle(config.limits.loginFailuresPerEmail);
  const perIp = (max: number) => ({ rateLimit: { max, timeWindow: "1 minute" } });

  app.post(
    "/api/register",
    { config: perIp(config.limits.registerPerIpPerMinute) },
    async (request, reply) => {
      const result = await register(db, request.body as never, config.merchantApproval);
      if ("pendingApproval" in result) return reply.status(202).send(result);
      await startSession(db, request, reply, result.merchant.id);
      return reply.status(201).send(toMerchantResponse(result.merchant));
    },
  );

  app.post("/api/login", { config: perIp(config.limits.loginPerIpPerMinute) }, async (request, reply) => {
    const merchant = await authenticate(db, request.body as never, throttle);
    await startSession(db, request, reply, merchant.id);
    return toMerchantResponse(merchant);
  });

  app.post("/api/logout", async (request, reply) => {
    await endSession(db, request, reply);
    return { message: "Logged out" };
  });

  app.get("/api/user", async (request, reply) => {
    const merchant = await findMerchantById(db, requireMerchant(request));
    if (!merchant) {
      await endSession(db, request, reply);
      return reply.status(401).send({ message: "Not authenticated" });
    }
    reply.header("cache-control", "no-store");
    return toMerchantResponse(merchant);
  });
}
