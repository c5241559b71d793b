import { ChefHat } from "lucide-react";
import { FullPageMessage } from "#web/components/ui/spinner";
import { StoreLogo } from "#web/components/ui/store-logo";
import { useUser } from "#web/features/auth/api/get-user";
import { LogoutButton } from "#web/features/auth/components/logout-button";
import { SignedInAs } from "#web/features/auth/components/signed-in-as";
import { StoreSwitcher } from "#web/features/auth/components/store-switcher";
import { KitchenQueue } from "#web/features/orders/components/kitchen-queue";
import { TicketPrintHost } from "#web/features/orders/components/ticket-print-host";
import { useNewOrderAlerts } from "#web/features/orders/hooks/use-new-order-alerts";
import { useSeenWhileVisible } from "#web/features/orders/hooks/use-seen-while-visible";
import { useDocumentTitle } from "#web/lib/use-document-title";

/**
 * The kitchen's screen (issue 43, decision 0059): the kitchen role's only one. The store, who is
 * signed in, sign out; then the queue, live: a new order refreshes it, with a toast and the chime
 * when the sound is on. Tickets print here without money or the customer's contact details.
 */
export default function Kitchen() {
  const { data: user } = useUser();
  useDocumentTitle("Kitchen");
  // The Orders tab's alerts: they refresh every orders query, the queue's too, with a toast and the
  // chime; the count in the page's title is cleared while the screen is in sight (the queue shows them).
  const alerts = useNewOrderAlerts();
  useSeenWhileVisible(true, alerts.unseen, alerts.markSeen);
  if (!user) return <FullPageMessage spinner>Loading...</FullPageMessage>;
  const storeName = user.customDisplayName || user.businessName;
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="flex min-w-0 items-center gap-3">
            <StoreLogo name={user.businessName} logoUrl={user.logoUrl} />
            <div className="min-w-0">
              <h1 className="flex items-center gap-2 truncate text-lg font-semibold sm:text-xl">
                <ChefHat className="h-5 w-5 shrink-0" aria-hidden /> Kitchen · {storeName}
              </h1>
              <SignedInAs />
            </div>
          </div>
          <div className="flex min-w-0 items-center gap-2">
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="h-5 w-5"
                checked={alerts.sound}
                onChange={(event) => alerts.setSound(event.target.checked)}
              />
              Sound
            </label>
            <StoreSwitcher />
            <LogoutButton />
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6">
        <KitchenQueue />
      </main>
      <TicketPrintHost store={{ name: storeName, phone: user.contactPhone, address: user.address }} />
    </div>
  );
}
