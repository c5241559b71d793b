import { useQuery } from "@tanstack/react-query";
import { Button } from "#web/components/ui/button";
import { FullPageMessage } from "#web/components/ui/spinner";
import { paths } from "#web/config/paths";
import { AdminConsole } from "#web/features/admin/components/admin-console";
import { useOperator } from "#web/features/auth/api/get-operator";
import { userQueryOptions } from "#web/features/auth/api/get-user";
import { LogoutButton } from "#web/features/auth/components/logout-button";
import { serverMessage } from "#web/lib/api-client";
import { Navigate } from "#web/lib/router";
import { useDocumentTitle } from "#web/lib/use-document-title";
import NotFound from "./not-found";

/**
 * `/admin`, the operator console (issue 47). Its door: GET /api/admin/me answers an operator, or
 * 404 for everyone else, as if the console did not exist; then a signed-out visitor goes to sign in,
 * and anyone else signed in sees the app's 'Page Not Found'.
 */
export default function AdminPage() {
  useDocumentTitle("Operator console");
  const operator = useOperator();
  const notOperator = operator.data === null;
  const user = useQuery({ ...userQueryOptions(), enabled: notOperator });
  if (operator.isPending || (notOperator && user.isPending)) {
    return <FullPageMessage spinner>Loading your account...</FullPageMessage>;
  }
  if (operator.isError) {
    return (
      <FullPageMessage>
        <p className="font-medium text-slate-900">Could not load your account</p>
        <p className="mt-1 text-sm">
          {serverMessage(operator.error) ?? "Check your connection and try again."}
        </p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => operator.refetch()}
          disabled={operator.isFetching}
        >
          {operator.isFetching ? "Trying again..." : "Try Again"}
        </Button>
      </FullPageMessage>
    );
  }
  if (operator.data) return <AdminConsole operator={operator.data} signOut={<LogoutButton />} />;
  if (user.data === null) return <Navigate to={paths.auth()} replace />;
  return <NotFound />;
}
