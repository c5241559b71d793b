import type { FastifyRequest } from "fastify";
import { can, forbiddenMessage, type TAction, type TRole } from "#contracts/staff";
import { AppError } from "#server/errors";
import { requireMember } from "#server/plugins/session";

/** The signed-in member a permitted action runs as. */
export interface Member {
  personId: string;
  merchantId: string;
  role: TRole;
}

/**
 * The one door (issue 43 item 5, decision 0059): whether the signed-in person may do `action` in
 * the session's store. A 401 when nobody is signed in, a 403 naming the action when their role may
 * not; another store's rows are never reached (every query is scoped by the session's store: 404).
 */
export function permit(request: FastifyRequest, action: TAction): Member {
  const member = requireMember(request);
  if (!can(member.role, action)) throw new AppError("FORBIDDEN", forbiddenMessage(action));
  return member;
}

/**
 * Route options for every merchant route: the caller is checked in onRequest, before the body is
 * read, so neither a signed-out caller nor a role without the action can make the server parse a
 * 10 MB CSV or a 5 MB image. A route whose action depends on its body (a product's availability
 * switch, a cancel that refunds) asks `permit` again for the stronger action once the body is read.
 */
export const may = (action: TAction) => ({
  onRequest: async (request: FastifyRequest) => {
    permit(request, action);
  },
});
