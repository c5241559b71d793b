import { useQuery } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import type { TOperator } from "#contracts/admin";
import { can } from "#contracts/staff";
import { Button } from "#web/components/ui/button";
import { FullPageMessage } from "#web/components/ui/spinner";
import { Tabs, TabsContent } from "#web/components/ui/tabs";
import { paths } from "#web/config/paths";
import { useAdminMerchants } from "#web/features/admin/api/get-merchants";
import { ActivityTab } from "#web/features/admin/components/activity-tab";
import { AdminTabBar } from "#web/features/admin/components/admin-tab-bar";
import { APPROVALS_PAGE_SIZE, ApprovalsTab, PENDING } from "#web/features/admin/components/approvals-tab";
import { FailedMailTab } from "#web/features/admin/components/failed-mail-tab";
import { FiguresTab } from "#web/features/admin/components/figures-tab";
import { ViewAsBanner } from "#web/features/admin/components/store-banners";
import { StoresTab } from "#web/features/admin/components/stores-tab";
import { adminTab } from "#web/features/admin/utils/admin-tabs";
import { useOperator } from "#web/features/auth/api/get-operator";
import { userQueryOptions } from "#web/features/auth/api/get-user";
import { LogoutButton } from "#web/features/auth/components/logout-button";
import { serverMessage } from "#web/lib/api-client";
import { Navigate, useSearchParams } from "#web/lib/router";
import { useDocumentTitle } from "#web/lib/use-document-title";
import NotFound from "./not-found";

const ROLE_NAMES = { operator: "Operator", support: "Support" } as const;

function Console({ operator }: { operator: TOperator }) {
  const [params, setParams] = useSearchParams();
  const tab = adminTab(params.get("tab"));
  // Support reads everything and changes nothing (issue 47): no write buttons at all.
  const manage = can(operator.platformRole, "platform.manage");
  const waiting = useAdminMerchants(PENDING, 0, APPROVALS_PAGE_SIZE).data?.total ?? 0;
  return (
    <div className="min-h-screen">
      {operator.viewAs && <ViewAsBanner viewAs={operator.viewAs} />}
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
          <div className="flex min-w-0 items-center gap-3">
            <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-slate-900 text-white">
              <ShieldCheck className="h-5 w-5" aria-hidden />
            </span>
            <div className="min-w-0">
              <h1 className="truncate text-base font-semibold leading-tight sm:text-lg">Operator console</h1>
              <p className="truncate text-sm text-slate-600" data-testid="signed-in-as">
                {operator.person.name}
                <span className="text-slate-500"> · {ROLE_NAMES[operator.platformRole]}</span>
              </p>
            </div>
          </div>
          <div className="shrink-0">
            <LogoutButton />
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">
        {!manage && (
          <p
            className="mb-4 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700"
            role="note"
          >
            You have the support role: you can read everything and view a store as its merchant, but not
            change anything.
          </p>
        )}
        <Tabs value={tab} onValueChange={(value) => setParams(value === "approvals" ? {} : { tab: value })}>
          <AdminTabBar waiting={waiting} />
          <TabsContent value="approvals">
            <ApprovalsTab manage={manage} />
          </TabsContent>
          <TabsContent value="stores">
            <StoresTab manage={manage} />
          </TabsContent>
          <TabsContent value="figures">
            <FiguresTab />
          </TabsContent>
          <TabsContent value="mail">
            <FailedMailTab manage={manage} />
          </TabsContent>
          <TabsContent value="activity">
            <ActivityTab />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}

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
  if (operator.data) return <Console operator={operator.data} />;
  if (user.data === null) return <Navigate to={paths.auth()} replace />;
  return <NotFound />;
}
