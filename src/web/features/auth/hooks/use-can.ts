import type { TAction, TUser } from "#contracts/staff";
import { useUser } from "../api/get-user";

/** Whether `user`'s role in the session's store may do `action`: the server's own list (`permissions`). */
export const userCan = (user: TUser | null | undefined, action: TAction): boolean =>
  user?.permissions?.includes(action) ?? false;

/**
 * The screens' one question (issue 43, decision 0059): may the signed-in person do `action` here?
 * Read from `user.permissions`, which the server sends from the same table it enforces, so a screen
 * never offers a button the server would refuse. False while the user is loading or signed out.
 */
export function useCan(): (action: TAction) => boolean {
  const { data: user } = useUser();
  return (action) => userCan(user, action);
}
