import type { TUser } from "#contracts/staff";
import { paths } from "#web/config/paths";

/**
 * Where a signed-in person works (decision 0059): the kitchen role has the kitchen screen and
 * nothing else; every other role the dashboard.
 */
export const homePathOf = (user: Pick<TUser, "role">): string => paths.homeOf(user.role);

/** Right after signing in: a person with several stores first picks one; else their home. */
export const afterSignInPathOf = (user: Pick<TUser, "role" | "stores">): string =>
  user.stores.length > 1 ? paths.chooseStore() : homePathOf(user);
