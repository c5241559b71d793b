import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef } from "react";
import { SETUP_STEP_LABELS, type TSetupProgress } from "#contracts/store-setup";
import { Button } from "#web/components/ui/button";
import { LoadError } from "#web/components/ui/load-error";
import { FullPageMessage } from "#web/components/ui/spinner";
import { StoreLogo } from "#web/components/ui/store-logo";
import { toast } from "#web/components/ui/use-toast";
import { paths } from "#web/config/paths";
import { userQueryOptions } from "#web/features/auth/api/get-user";
import { failureToast } from "#web/lib/mutation-toasts";
import { Link, useSearchParams } from "#web/lib/router";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { useCompleteStep } from "../api/complete-step";
import { useSetupProgress } from "../api/get-setup-progress";
import { type SetupScreen, screenAfter, screenOf, stepBefore } from "../utils/setup-screens";
import { CatalogStep } from "./catalog-step";
import { DeliveryStep } from "./delivery-step";
import { HoursStep } from "./hours-step";
import { LiveStep } from "./live-step";
import { PaymentsStep } from "./payments-step";
import { SetupProgress } from "./setup-progress";
import type { SetupPieces, StepNav } from "./step-actions";
import { TypeStep } from "./type-step";

const TITLES: Record<SetupScreen, string> = { ...SETUP_STEP_LABELS, live: "Your store is live" };

const DESCRIPTIONS: Record<SetupScreen, string> = {
  type: "Pick the kind of store: it sets your example items and usual hours.",
  catalog: "Start from examples, bring your own list, or start empty.",
  hours: "Shoppers can order while you are open. Change any day.",
  delivery: "Let shoppers collect their order, get it delivered, or both.",
  payments: "Choose how shoppers pay you.",
  live: "Share your link and start taking orders.",
};

/**
 * The first-run path (issue 48): one screen per step, each skippable and remembered on the server,
 * then "Your store is live". Opens where the store left off (`next`), or at `?step=`.
 */
export function SetupPath(pieces: SetupPieces) {
  const user = useQuery(userQueryOptions()).data;
  const progress = useSetupProgress();
  const [params, setParams] = useSearchParams();
  const screen = progress.data ? screenOf(params.get("step"), progress.data) : null;
  useDocumentTitle(screen ? TITLES[screen] : "Set up your store");
  const heading = useRef<HTMLHeadingElement>(null);
  const go = (next: SetupScreen) => setParams({ step: next });
  const complete = useCompleteStep({
    onSuccess: (_progress, { step }) => go(screenAfter(step)),
    onError: (error) => toast(failureToast("Could not save this step", error)),
  });

  // A new step's heading takes the focus, so a keyboard or a screen reader starts at its top.
  const shown = useRef<SetupScreen | null>(null);
  useEffect(() => {
    if (!screen) return;
    if (shown.current !== null && shown.current !== screen) heading.current?.focus();
    shown.current = screen;
  }, [screen]);

  if (!user) return null;
  if (progress.isPending) return <FullPageMessage spinner>Loading your setup...</FullPageMessage>;
  if (progress.isError || !screen) {
    return (
      <main className="mx-auto max-w-2xl px-4 py-10">
        <LoadError what="setup" error={progress.error} onRetry={() => progress.refetch()} />
      </main>
    );
  }

  const body = (): ReactNode => {
    if (screen === "live") return <LiveStep user={user} progress={progress.data} onStep={go} />;
    const before = stepBefore(screen);
    const nav: StepNav = {
      step: screen,
      back: before ? () => go(before) : null,
      skip: () => complete.mutate({ step: screen, state: "skipped" }),
      done: (write) => complete.mutate({ step: screen, state: "done", write }),
      saving: complete.isPending && complete.variables?.step === screen ? complete.variables.state : null,
    };
    const props = { nav, user, progress: progress.data as TSetupProgress, pieces };
    switch (screen) {
      case "type":
        return <TypeStep {...props} onDone={() => go(screenAfter("type"))} />;
      case "catalog":
        return <CatalogStep {...props} />;
      case "hours":
        return <HoursStep {...props} />;
      case "delivery":
        return <DeliveryStep {...props} />;
      case "payments":
        return <PaymentsStep {...props} />;
    }
  };

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-2xl items-center justify-between gap-3 px-4 py-3">
          <div className="flex min-w-0 items-center gap-3">
            <StoreLogo name={user.businessName} logoUrl={user.logoUrl} />
            <p className="truncate font-semibold">{user.customDisplayName || user.businessName}</p>
          </div>
          {screen !== "live" && (
            <Button asChild variant="ghost" size="sm" className="shrink-0">
              <Link to={paths.dashboard()}>Finish later</Link>
            </Button>
          )}
        </div>
      </header>
      {/* Narrow sides on a phone: a day's opening and closing times fit on one line at 390 px. */}
      <main className="mx-auto grid max-w-2xl gap-5 px-3 py-6 sm:px-4">
        {screen !== "live" && <SetupProgress step={screen} steps={progress.data.steps} />}
        <section
          aria-labelledby="setup-heading"
          className="grid gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <div className="grid gap-1">
            <h1
              id="setup-heading"
              ref={heading}
              tabIndex={-1}
              className="text-xl font-bold outline-none sm:text-2xl"
            >
              {TITLES[screen]}
            </h1>
            <p className="text-sm text-slate-600">{DESCRIPTIONS[screen]}</p>
          </div>
          {body()}
        </section>
      </main>
    </div>
  );
}
