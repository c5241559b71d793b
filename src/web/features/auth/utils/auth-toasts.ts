import { toast } from "#web/components/ui/use-toast";
import { failureToast } from "#web/lib/mutation-toasts";
import type { MutationCallbacks } from "#web/lib/use-api-mutation";

/**
 * Signing out (spec section 8), from the dashboard's Logout or from every device: says how it
 * went, then goes to `then` (the navigation happens here, not in `mutate`'s callbacks, because
 * the signed-out dashboard unmounts the button at once).
 */
export function signOutToasts(
  done: { title: string; description: string },
  then: () => void,
): MutationCallbacks<void, void> {
  return {
    onSuccess: () => {
      toast(done);
      then();
    },
    onError: (error) => toast(failureToast("Logout failed", error)),
  };
}
