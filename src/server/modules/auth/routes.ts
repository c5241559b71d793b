import type { FastifyInstance } from "fastify";
import {
  ZLoginRequest,
  ZRegisterRequest,
  ZSetPasswordRequest,
  ZSlugAvailabilityQuery,
} from "#contracts/auth";
import { ZSwitchStore } from "#contracts/staff";
import { may, permit } from "#server/access/permissions";
import type { AppDeps } from "#server/deps";
import { operatorOf, tellOperatorsOfWaitingStore } from "#server/modules/admin/service";
import { recordAudit } from "#server/modules/audit/service";
import { mailBaseUrlOf } from "#server/modules/mail/service";
import {
  endAllSessions,
  endSession,
  requireMember,
  startSession,
  switchSessionStore,
} from "#server/plugins/session";
import { changesNothingPublic } from "#server/plugins/store-change-announcer";
import { LoginThrottle } from "./login-throttle";
import { PASSWORD_LINK_MESSAGES, setPasswordWithLink, signingSecret } from "./password-link";
import { authenticate, currentUser, register, slugAvailability, storeToSwitchTo } from "./service";

export async function authRoutes(app: FastifyInstance, { db, config, counters, events, wakeMail }: AppDeps) {
  const throttle = new LoginThrottle(counters, config.limits.loginFailuresPerEmail);
  const perIp = (max: number) => ({ rateLimit: { max, timeWindow: "1 minute" } });
  // A session is nothing the public sees: signing in or out outdates no cached store answer.
  const sessionOnly = { config: changesNothingPublic };

  app.post(
    "/api/register",
    { config: perIp(config.limits.registerPerIpPerMinute) },
    async (request, reply) => {
      const result = await register(db, ZRegisterRequest.parse(request.body), config.merchantApproval);
      if ("pendingApproval" in result) {
        // Operators are told a store is waiting (issue 47 item 2); the merchant learns nothing more.
        const { merchantId, ...answer } = result;
        await tellOperatorsOfWaitingStore(db, mailBaseUrlOf(config, request), merchantId);
        if (config.mail) wakeMail?.();
        return reply.status(202).send(answer);
      }
      if (!result.personId) return reply.status(202).send(result);
      const { personId, ...merchant } = result;
      const member = { personId, merchantId: merchant.id, role: "owner" as const };
      await startSession({ db, events }, request, reply, member);
      return reply.status(201).send(await currentUser(db, member));
    },
  );

  const login = { config: { ...perIp(config.limits.loginPerIpPerMinute), ...changesNothingPublic } };
  app.post("/api/login", login, async (request, reply) => {
    const member = await authenticate(db, ZLoginRequest.parse(request.body), { throttle, ip: request.ip });
    await startSession({ db, events }, request, reply, member);
    // An operator goes to the console (issue 47); their sign-in is no store's event.
    if (member.merchantId === null) return operatorOf(db, member.personId, null);
    // A sign-in is recorded in the store it opens (issue 43 item 6, decision 0059); a failed one is not.
    await recordAudit(db, {
      merchantId: member.merchantId,
      personId: member.personId,
      kind: "sign-in",
      summary: "Signed in",
      details: { role: member.role },
    });
    return currentUser(db, member);
  });

  app.post("/api/logout", sessionOnly, async (request, reply) => {
    await endSession({ db, events }, request, reply);
    return { message: "Logged out" };
  });

  app.post("/api/logout-everywhere", { ...may("account.self"), ...sessionOnly }, async (request, reply) => {
    await endAllSessions({ db, events }, request, reply, requireMember(request).personId);
    return { message: "Signed out on every device" };
  });

  app.get("/api/user", may("account.self"), async (request, reply) => {
    const user = await currentUser(db, requireMember(request), request.viewAs);
    if (!user) {
      await endSession({ db, events }, request, reply);
      return reply.status(401).send({ message: "Not authenticated" });
    }
    reply.header("cache-control", "no-store");
    return user;
  });

  // Another of the person's stores for this session (decision 0059): the header's store switcher.
  app.post("/api/user/store", { ...may("account.self"), ...sessionOnly }, async (request) => {
    const { merchantId } = ZSwitchStore.parse(request.body ?? {});
    const { personId } = permit(request, "account.self");
    const store = await storeToSwitchTo(db, personId, merchantId);
    await switchSessionStore(db, request, store.merchantId, store.role);
    return currentUser(db, { personId, merchantId: store.merchantId, role: store.role });
  });

  // A one-time link's new password (a new operator's first, issue 47): the link is the key.
  app.post(
    "/api/password",
    { config: { ...perIp(config.limits.loginPerIpPerMinute), ...changesNothingPublic } },
    async (request) => {
      const { token, password } = ZSetPasswordRequest.parse(request.body ?? {});
      await setPasswordWithLink(db, await signingSecret(db, config), token, password, Date.now());
      return { message: PASSWORD_LINK_MESSAGES.set };
    },
  );

  app.get(
    "/api/slug-availability",
    { config: perIp(config.limits.slugChecksPerIpPerMinute) },
    async (request) => {
      const { slug } = ZSlugAvailabilityQuery.parse(request.query);
      return slugAvailability(db, slug);
    },
  );
}
