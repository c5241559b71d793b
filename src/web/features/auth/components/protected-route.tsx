import type { ReactNode } from "react";
import { FullPageMessage } from "#web/components/ui/spinner";
import { paths } from "#web/config/paths";
import { Navigate } from "#web/lib/router";
import { useMerchantApp } from "#web/lib/use-merchant-app";
import { useUser } from "../api/get-user";

export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { data: user, isLoading } = useUser();
  // The merchant's screens, and only they, once signed in, offer the installable dashboard.
  useMerchantApp(Boolean(user));
  if (isLoading) return <FullPageMessage spinner>Loading your account...</FullPageMessage>;
  if (!user) return <Navigate to={paths.auth()} replace />;
  return <>{children}</>;
}
