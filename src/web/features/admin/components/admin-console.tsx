import { ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import type { TOperator } from "#contracts/admin";
import { can } from "#contracts/staff";
import { Tabs, TabsContent } from "#web/components/ui/tabs";
import { useSearchParams } from "#web/lib/router";
import { useAdminMerchants } from "../api/get-merchants";
import { adminTab } from "../utils/admin-tabs";
import { ActivityTab } from "./activity-tab";
import { AdminTabBar } from "./admin-tab-bar";
import { APPROVALS_PAGE_SIZE, ApprovalsTab, PENDING } from "./approvals-tab";
import { FailedMailTab } from "./failed-mail-tab";
import { FiguresTab } from "./figures-tab";
import { ViewAsBanner } from "./store-banners";
import { StoresTab } from "./stores-tab";

const ROLE_NAMES = { operator: "Operator", support: "Support" } as const;

/**
 * The operator console (issue 47): who is signed in, and the tabs by `?tab=` (the approval queue
 * first). Support reads everything and changes nothing: no write buttons at all, and a note saying
 * so. `signOut`: the app's sign-out button, which the route brings.
 */
export function AdminConsole({ operator, signOut }: { operator: TOperator; signOut: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const tab = adminTab(params.get("tab"));
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
          <div className="shrink-0">{signOut}</div>
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
