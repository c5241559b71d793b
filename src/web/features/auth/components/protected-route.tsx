import type { ReactNode } from "react";
import { Button } from "#web/components/ui/button";
import { FullPageMessage } from "#web/components/ui/spinner";
import { paths } from "#web/config/paths";
import { serverMessage } from "#web/lib/api-client";
import { Navigate } from "#web/lib/router";
import { useMerchantApp } from "#web/lib/use-merchant-app";
import { useUser } from "../api/get-user";

export function ProtectedRoute({ children }: { children: ReactNode }) {
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
  return <>{children}</>;
}
