import type { ReactNode } from "react";
import type { TAction } from "#contracts/staff";
import { Button } from "#web/components/ui/button";
import { FullPageMessage } from "#web/components/ui/spinner";
import { paths } from "#web/config/paths";
import { serverMessage } from "#web/lib/api-client";
import { Navigate } from "#web/lib/router";
import { useMerchantApp } from "#web/lib/use-merchant-app";
import { useUser } from "../api/get-user";
import { homePathOf } from "../utils/home-path";
import { userCan } from "../utils/user-can";

/**
 * A signed-in screen's door. Decision 0059: each role lands where it works. The kitchen role has the
 * kitchen screen only (any other merchant screen sends it there); the kitchen screen is the kitchen
 * role's only (others go to the dashboard); a screen whose `action` the role may not do sends it
 * home, so no role opens a page whose every request the server refuses.
 */
export function ProtectedRoute({
  children,
  screen = "merchant",
  action,
}: {
  children: ReactNode;
  /** "kitchen": the kitchen role's screen; "any": every role's (choosing a store). */
  screen?: "merchant" | "kitchen" | "any";
  action?: TAction;
}) {
  const { data: user, isLoading, isError, error, refetch, isFetching } = useUser();
  // The merchant's screens, and only they, once signed in, offer the installable dashboard.
  useMerchantApp(Boolean(user));
  if (isLoading) return <FullPageMessage spinner>Loading your account...</FullPageMessage>;
  // The account could not be read (the store's database away, a dropped connection): that is not
  // "signed out", so the merchant is told why and stays, rather than being sent to sign in.
  if (isError) {
    return (
      <FullPageMessage>
        <p className="font-medium text-slate-900">Could not load your account</p>
        <p className="mt-1 text-sm">{serverMessage(error) ?? "Check your connection and try again."}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => refetch()} disabled={isFetching}>
          {isFetching ? "Trying again..." : "Try Again"}
        </Button>
      </FullPageMessage>
    );
  }
  if (!user) return <Navigate to={paths.auth()} replace />;
  const kitchen = user.role === "kitchen";
  if (screen === "merchant" && kitchen) return <Navigate to={paths.kitchen()} replace />;
  if (screen === "kitchen" && !kitchen) return <Navigate to={paths.dashboard()} replace />;
  if (action && !userCan(user, action)) return <Navigate to={homePathOf(user)} replace />;
  return <>{children}</>;
}
