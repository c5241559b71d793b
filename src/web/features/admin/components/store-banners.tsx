import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Ban, Eye, LogOut } from "lucide-react";
import { useEffect } from "react";
import type { TViewAs } from "#contracts/admin";
import { STORE_STATUS_MESSAGES } from "#contracts/store-status";
import { Button } from "#web/components/ui/button";
import { toast } from "#web/components/ui/use-toast";
import { paths } from "#web/config/paths";
import { userQueryOptions } from "#web/features/auth/api/get-user";
import { authKeys } from "#web/features/auth/api/query-keys";
import { toastOutcome } from "#web/lib/mutation-toasts";
import { useNavigate } from "#web/lib/router";
import { leaveStore, useEndViewAs } from "../api/end-view-as";
import { formatTime } from "../utils/admin-format";

/** The longest a browser timer waits (about 24.8 days); a view as a merchant lasts 30 minutes. */
const MAX_TIMEOUT = 2_147_483_647;

/**
 * An operator viewing a store as its merchant (issue 47 item 6): whose store, that it is read-only,
 * and when it ends; "Exit" ends it and goes back to the console. At `endsAt` the view ends by
 * itself: the user is asked again, and once the server says the view is over, back to the console.
 */
export function ViewAsBanner({ viewAs }: { viewAs: TViewAs }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const exit = useEndViewAs({
    ...toastOutcome(null, "Could not exit the view"),
    onSuccess: () => navigate(paths.admin()),
  });

  useEffect(() => {
    const wait = Math.min(MAX_TIMEOUT, Math.max(0, new Date(viewAs.endsAt).getTime() - Date.now()));
    const timer = setTimeout(async () => {
      const user = await queryClient.fetchQuery({ ...userQueryOptions(), staleTime: 0 });
      if (user?.viewAs) return;
      leaveStore(queryClient);
      void queryClient.invalidateQueries({ queryKey: authKeys.operator() });
      toast({
        title: "The view has ended",
        description: `Your 30 minutes in ${viewAs.businessName} are over.`,
      });
      navigate(paths.admin());
    }, wait);
    return () => clearTimeout(timer);
  }, [viewAs.endsAt, viewAs.businessName, queryClient, navigate]);

  return (
    <section
      className="border-b border-violet-300 bg-violet-100 text-violet-950"
      aria-label="Viewing as merchant"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2">
        <p className="flex min-w-0 items-start gap-2 text-sm">
          <Eye className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span data-testid="view-as-banner">
            Viewing <strong>{viewAs.businessName}</strong> as its merchant — read-only, ends at{" "}
            <time dateTime={viewAs.endsAt}>{formatTime(viewAs.endsAt)}</time>
          </span>
        </p>
        <Button
          size="sm"
          variant="outline"
          className="shrink-0"
          disabled={exit.isPending}
          onClick={() => exit.mutate()}
        >
          <LogOut aria-hidden /> Exit
        </Button>
      </div>
    </section>
  );
}

/** A suspended store's merchant is told why (issue 47 item 3), on every screen they work in. */
export function SuspendedBanner({ reason }: { reason: string | null }) {
  return (
    <section className="border-b border-red-200 bg-red-50 text-red-900" aria-label="Store suspended">
      <p className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-2 text-sm">
        <Ban className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <span data-testid="suspended-banner">{STORE_STATUS_MESSAGES.suspendedBanner(reason)}</span>
      </p>
    </section>
  );
}

/** Above every signed-in merchant screen: the store's suspension, and an operator's view as its merchant. */
export function StoreBanners() {
  const { data: user } = useQuery(userQueryOptions());
  if (!user) return null;
  return (
    <>
      {user.viewAs && <ViewAsBanner viewAs={user.viewAs} />}
      {user.status === "suspended" && <SuspendedBanner reason={user.statusReason} />}
    </>
  );
}
