import type { TAction, TUser } from "#contracts/staff";

/**
 * Whether `user`'s role in the session's store may do `action` (decision 0059): the server's own
 * list (`permissions` on GET /api/user), so a screen never offers what the server would refuse.
 * False while nobody is known. Other features ask `permissionsQueryOptions` (auth/api/get-user.ts).
 */
export const userCan = (user: Pick<TUser, "permissions"> | null | undefined, action: TAction): boolean =>
  user?.permissions?.includes(action) ?? false;
