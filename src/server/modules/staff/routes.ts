import type { FastifyInstance, FastifyRequest } from "fastify";
import { ZAcceptInvite, ZInviteRequest, ZRoleChange } from "#contracts/staff";
import { may, permit } from "#server/access/permissions";
import type { AppDeps } from "#server/deps";
import { currentUser, LoginThrottle } from "#server/modules/auth/service";
import { mailBaseUrlOf } from "#server/modules/mail/service";
import { publicOrigin } from "#server/plugins/public-origin";
import { idOf } from "#server/plugins/row-ids";
import { startSession } from "#server/plugins/session";
import { changesNothingPublic } from "#server/plugins/store-change-announcer";
import { acceptInvite, createInvite, previewInvite, withdrawInvite } from "./invites";
import { changeRole, listStaff, removeMember } from "./service";

/** The invite's token in the address: any text; only its hash is looked up. */
const tokenOf = (request: FastifyRequest) => (request.params as { token: string }).token;

/**
 * A store's team (issue 43, decision 0059): the owner's Team card (staff.manage), and the invite
 * link's two public doors. Nothing here is on the store's public pages: no cached answer outdates.
 */
export async function staffRoutes(app: FastifyInstance, { db, config, counters, events, now }: AppDeps) {
  const manage = { ...may("staff.manage"), config: changesNothingPublic };
  const deps = { db, events };

  app.get("/api/staff", manage, async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    return listStaff(db, permit(request, "staff.manage"), new Date(now()));
  });

  app.post("/api/staff/invites", manage, async (request, reply) => {
    const input = ZInviteRequest.parse(request.body ?? {});
    const ctx = {
      db,
      now,
      origin: publicOrigin(request, config.publicUrl),
      mailBaseUrl: mailBaseUrlOf(config, request),
    };
    return reply.status(201).send(await createInvite(ctx, permit(request, "staff.manage"), input));
  });

  app.delete("/api/staff/invites/:inviteId", manage, async (request) => {
    await withdrawInvite(db, permit(request, "staff.manage"), idOf(request, "inviteId"));
    return { message: "Invite withdrawn" };
  });

  app.put("/api/staff/:memberId", manage, async (request) => {
    const { role } = ZRoleChange.parse(request.body ?? {});
    return changeRole(deps, permit(request, "staff.manage"), idOf(request, "memberId"), role);
  });

  app.delete("/api/staff/:memberId", manage, async (request) => {
    await removeMember(deps, permit(request, "staff.manage"), idOf(request, "memberId"));
    return { message: "Member removed" };
  });

  // The invite link's page, for anyone holding it: limited per address like the other public
  // lookups, so tokens cannot be tried by the thousand (they are 256 bits anyway).
  const lookups = { rateLimit: { max: config.limits.trackingLookupsPerIpPerMinute, timeWindow: "1 minute" } };
  app.get("/api/invites/:token", { config: lookups }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return previewInvite(db, tokenOf(request), new Date(now()));
  });

  // Accepting signs in (a password may be tried here): the login's per-address limit and per-account
  // lock-out, and the CSRF token as for /api/login (bound to the browser before sign-in).
  const throttle = new LoginThrottle(counters, config.limits.loginFailuresPerEmail);
  const accept = {
    config: {
      rateLimit: { max: config.limits.loginPerIpPerMinute, timeWindow: "1 minute" },
      ...changesNothingPublic,
    },
  };
  app.post("/api/invites/:token/accept", accept, async (request, reply) => {
    const body = ZAcceptInvite.parse(request.body ?? {});
    const who = { personId: request.personId, ip: request.ip, throttle };
    const member = await acceptInvite(db, tokenOf(request), new Date(now()), who, body);
    await startSession({ db, events }, request, reply, member);
    return currentUser(db, member);
  });
}
