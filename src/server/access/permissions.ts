import type { FastifyRequest } from "fastify";
import { ADMIN_MESSAGES } from "#contracts/admin";
import {
  can,
  forbiddenMessage,
  type TAction,
  type TPlatformRole,
  type TRole,
  VIEW_AS_PERMISSIONS,
} from "#contracts/staff";
import { AppError, notFound } from "#server/errors";
import { requireMember } from "#server/plugins/session";

/** The signed-in member a permitted action runs as. */
export interface Member {
  personId: string;
  merchantId: string;
  role: TRole;
}

/** Someone running the platform (issue 47): an operator or support person, in the console. */
export interface Operator {
  personId: string;
  platformRole: TPlatformRole;
}

const isPlatformAction = (action: TAction) => action.startsWith("platform.");

/**
 * The one door (issue 43 item 5, decision 0059): whether the signed-in person may do `action` in
 * the session's store. A 401 when nobody is signed in, a 403 naming the action when their role may
 * not; another store's rows are never reached (every query is scoped by the session's store: 404).
 * An operator viewing the store as its merchant (issue 47) may read what the owner reads, nothing more.
 */
export function permit(request: FastifyRequest, action: TAction): Member {
  const member = requireMember(request);
  if (request.viewAs) {
    if (!VIEW_AS_PERMISSIONS.includes(action)) throw new AppError("FORBIDDEN", ADMIN_MESSAGES.viewAsReadOnly);
  } else if (!can(member.role, action)) {
    throw new AppError("FORBIDDEN", forbiddenMessage(action));
  }
  return member;
}

/**
 * The console's door (issue 47, decision 0070), through the same `can`: for anyone without a
 * platform role the console does not exist (the 404 of an unknown route, signed in or not); a
 * support person asking to change something gets a 403 naming it.
 */
export function permitOperator(request: FastifyRequest, action: TAction): Operator {
  const { personId, platformRole } = request;
  if (!personId || !platformRole) {
    if (request.sessionUnread) throw request.sessionUnread;
    throw notFound(`Route ${request.method} ${request.url.split("?")[0]} not found`);
  }
  if (!can(platformRole, action)) throw new AppError("FORBIDDEN", forbiddenMessage(action));
  return { personId, platformRole };
}

/**
 * Route options for every merchant and console route: the caller is checked in onRequest, before
 * the body is read, so neither a signed-out caller nor a role without the action can make the
 * server parse a 10 MB CSV or a 5 MB image. A route whose action depends on its body (a product's
 * availability switch, a cancel that refunds) asks `permit` again for the stronger action once the
 * body is read.
 */
export const may = (action: TAction) => ({
  onRequest: async (request: FastifyRequest) => {
    if (isPlatformAction(action)) permitOperator(request, action);
    else permit(request, action);
  },
});
