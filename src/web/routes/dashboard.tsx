import { ExternalLink } from "lucide-react";
import { dashboardTab, visibleTabs } from "#contracts/merchant-screens";
import { Button } from "#web/components/ui/button";
import { StoreLogo } from "#web/components/ui/store-logo";
import { Tabs, TabsContent } from "#web/components/ui/tabs";
import { paths } from "#web/config/paths";
import { ActivityCard } from "#web/features/audit/components/activity-card";
import { useUser } from "#web/features/auth/api/get-user";
import { LogoutButton } from "#web/features/auth/components/logout-button";
import { SignOutEverywhereCard } from "#web/features/auth/components/sign-out-everywhere-card";
import { SignedInAs } from "#web/features/auth/components/signed-in-as";
import { StoreSwitcher } from "#web/features/auth/components/store-switcher";
import { userCan } from "#web/features/auth/utils/user-can";
import { FirstProductCard } from "#web/features/catalog/components/first-product-card";
import { CustomersTab } from "#web/features/customers/components/customers-tab";
import { AdsTab } from "#web/features/dashboard/components/ads-tab";
import { DashboardTabBar } from "#web/features/dashboard/components/dashboard-tab-bar";
import { DeliveryTab } from "#web/features/dashboard/components/delivery-tab";
import { OverviewTab } from "#web/features/dashboard/components/overview-tab";
import { ProductsTab } from "#web/features/dashboard/components/products-tab";
import { DiscountsContent } from "#web/features/discounts/components/discounts-content";
import { OrdersTab } from "#web/features/orders/components/orders-tab";
import { TicketPrintHost } from "#web/features/orders/components/ticket-print-host";
import { useNewOrderAlerts } from "#web/features/orders/hooks/use-new-order-alerts";
import { useSeenWhileVisible } from "#web/features/orders/hooks/use-seen-while-visible";
import { FulfilmentCard } from "#web/features/settings/components/fulfilment-card";
import { NotificationsCard } from "#web/features/settings/components/notifications-card";
import { OrderLimitsCard } from "#web/features/settings/components/order-limits-card";
import { PaymentsCard } from "#web/features/settings/components/payments-card";
import { PrescriptionsCard } from "#web/features/settings/components/prescriptions-card";
import { ScheduledOrdersCard } from "#web/features/settings/components/scheduled-orders-card";
import { SettingsForm } from "#web/features/settings/components/settings-form";
import { StoreLocationCard } from "#web/features/settings/components/store-location-card";
import { TradingHoursCard } from "#web/features/settings/components/trading-hours-card";
import { TeamCard } from "#web/features/staff/components/team-card";
import { Link, useSearchParams } from "#web/lib/router";
import { useDocumentTitle } from "#web/lib/use-document-title";

export default function Dashboard() {
  const { data: user } = useUser();
  const [params, setParams] = useSearchParams();
  // Only the tabs the role may read (decision 0059): a tab it may not see opens its first one.
  const permissions = user?.permissions ?? [];
  const tab = dashboardTab(params.get("tab"), permissions);
  useDocumentTitle("Dashboard");
  const alerts = useNewOrderAlerts({ watching: tab === "orders" });
  const { unseen } = alerts;
  // New orders count as seen once the merchant is looking at the Orders tab.
  useSeenWhileVisible(tab === "orders", unseen, alerts.markSeen);
  if (!user) return null;
  const can = (action: Parameters<typeof userCan>[1]) => userCan(user, action);
  // The store's settings are the owner's and the manager's; payments the owner's; everyone may sign out everywhere.
  const editsSettings = can("settings.edit");

  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
          <div className="flex min-w-0 items-center gap-3">
            <StoreLogo name={user.businessName} logoUrl={user.logoUrl} />
            <div className="min-w-0">
              <h1 className="line-clamp-2 text-base font-semibold leading-tight sm:text-lg">
                Welcome, {user.businessName}
              </h1>
              <SignedInAs />
            </div>
          </div>
          {/* Never squeezed: the store's name beside it is what gives way (truncated). */}
          <div className="flex shrink-0 items-center gap-2">
            <StoreSwitcher />
            <Button asChild variant="outline" size="sm" className="max-sm:hidden">
              <Link to={paths.microsite(user.businessSlug)} target="_blank" rel="noopener">
                <ExternalLink /> View Store
              </Link>
            </Button>
            <LogoutButton />
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">
        <Tabs value={tab} onValueChange={(value) => setParams(value === "dashboard" ? {} : { tab: value })}>
          <DashboardTabBar tab={tab} unseen={unseen} tabs={visibleTabs(permissions)} />
          <TabsContent value="dashboard">
            <OverviewTab
              user={user}
              firstSteps={<FirstProductCard slug={user.businessSlug} businessType={user.businessType} />}
            />
          </TabsContent>
          <TabsContent value="products">
            <ProductsTab />
          </TabsContent>
          <TabsContent value="ads">
            <AdsTab />
          </TabsContent>
          <TabsContent value="discounts">
            <DiscountsContent />
          </TabsContent>
          <TabsContent value="orders">
            <OrdersTab
              sound={alerts.sound}
              onSoundChange={alerts.setSound}
              fresh={alerts.fresh}
              onSeen={alerts.seeOrder}
            />
          </TabsContent>
          <TabsContent value="customers">
            <CustomersTab />
          </TabsContent>
          <TabsContent value="delivery">
            <DeliveryTab />
          </TabsContent>
          <TabsContent value="settings">
            <div className="grid gap-6">
              {editsSettings && (
                <>
                  <SettingsForm user={user} />
                  <TradingHoursCard />
                  <FulfilmentCard />
                  <StoreLocationCard user={user} />
                </>
              )}
              {can("payments.manage") && <PaymentsCard />}
              {editsSettings && (
                <>
                  <ScheduledOrdersCard />
                  {user.acceptsPrescriptions && <PrescriptionsCard />}
                  <OrderLimitsCard />
                  <NotificationsCard acceptsPrescriptions={user.acceptsPrescriptions} />
                </>
              )}
              {/* Owners only (issue 43): the server refuses staff changes to every other role. */}
              {can("staff.manage") && <TeamCard storeName={user.customDisplayName || user.businessName} />}
              {/* Owners and managers (issue 43): who did what in the store. */}
              {can("audit.view") && <ActivityCard />}
              <SignOutEverywhereCard />
            </div>
          </TabsContent>
        </Tabs>
      </main>
      <TicketPrintHost
        store={{
          name: user.customDisplayName || user.businessName,
          phone: user.contactPhone,
          address: user.address,
        }}
      />
    </div>
  );
}
