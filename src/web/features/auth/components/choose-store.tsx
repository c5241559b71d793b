import { ChevronRight, Store } from "lucide-react";
import { ROLE_LABELS } from "#contracts/staff";
import { Card, CardContent, CardDescription, CardHeader } from "#web/components/ui/card";
import { toastOutcome } from "#web/lib/mutation-toasts";
import { useNavigate } from "#web/lib/router";
import { useUser } from "../api/get-user";
import { useSwitchStore } from "../api/switch-store";
import { homePathOf } from "../utils/home-path";

/**
 * "Choose a store" (decision 0059): right after signing in, a person in several stores picks the
 * one to work in. The session already works in the first; picking any switches to it (the server
 * checks the membership) and opens its home for the role there.
 */
export function ChooseStore() {
  const { data: user } = useUser();
  const navigate = useNavigate();
  const switchStore = useSwitchStore(toastOutcome(null, "Could not open that store"));
  if (!user) return null;
  return (
    <main className="mx-auto grid min-h-screen max-w-md content-center gap-4 px-4 py-8">
      <Card>
        <CardHeader>
          <h1 className="text-lg font-semibold leading-tight">Choose a store</h1>
          <CardDescription>
            Signed in as {user.person?.name ?? user.email}. Which store are you working in?
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-2">
            {user.stores.map((store) => (
              <li key={store.merchantId}>
                <button
                  type="button"
                  disabled={switchStore.isPending}
                  className="flex w-full items-center gap-3 rounded-lg border border-slate-200 p-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-500 disabled:opacity-50"
                  onClick={() =>
                    switchStore.mutate(store.merchantId, {
                      onSuccess: (switched) => navigate(homePathOf(switched), { replace: true }),
                    })
                  }
                >
                  <Store className="h-5 w-5 shrink-0 text-blue-600" aria-hidden />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{store.businessName}</span>
                    <span className="block text-sm text-slate-600">{ROLE_LABELS[store.role]}</span>
                  </span>
                  <ChevronRight className="h-4 w-4 text-slate-400" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </main>
  );
}
