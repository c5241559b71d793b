import { useQuery } from "@tanstack/react-query";
import { Copy, ExternalLink, LayoutDashboard, PartyPopper, Share2 } from "lucide-react";
import { useEffect, useRef } from "react";
import type { TUser } from "#contracts/staff";
import { SETUP_STEP_LABELS, SETUP_STEPS, type TSetupProgress } from "#contracts/store-setup";
import { StoreQrImage } from "#web/components/store-qr-image";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { paths } from "#web/config/paths";
import { micrositeQrQueryOptions } from "#web/features/dashboard/api/get-microsite-qr";
import { Link } from "#web/lib/router";
import { copyStoreLink, shareStoreLink } from "#web/lib/share-store-link";
import { useFinishSetup } from "../api/finish-setup";
import type { SetupScreen } from "../utils/setup-screens";

/** "Your store is live": its link, its QR code, Share; reaching it finishes the path (once). */
export function LiveStep({
  user,
  progress,
  onStep,
}: {
  user: TUser;
  progress: TSetupProgress;
  onStep: (screen: SetupScreen) => void;
}) {
  const qr = useQuery(micrositeQrQueryOptions());
  const finish = useFinishSetup();
  const asked = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    finish.mutate();
  }, []);
  const url =
    qr.data?.micrositeUrl ?? new URL(paths.microsite(user.businessSlug), window.location.origin).href;
  const skipped = SETUP_STEPS.filter((step) => progress.steps[step] === "skipped");
  return (
    <>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <StoreQrImage qr={qr} />
        <div className="grid w-full min-w-0 gap-3">
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <PartyPopper className="h-4 w-4 shrink-0 text-blue-600" aria-hidden /> Shoppers can order now.
          </p>
          <div className="flex gap-2">
            <label htmlFor="setup-store-link" className="sr-only">
              Your store's link
            </label>
            <Input id="setup-store-link" readOnly value={url} onFocus={(e) => e.target.select()} />
            <Button variant="outline" onClick={() => copyStoreLink(url)} className="shrink-0">
              <Copy aria-hidden /> Copy link
            </Button>
          </div>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => shareStoreLink(url)}>
          <Share2 aria-hidden /> Share
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.microsite(user.businessSlug)} target="_blank" rel="noopener">
            <ExternalLink aria-hidden /> Open your store
          </Link>
        </Button>
        <Button asChild variant="outline" className="sm:ms-auto">
          <Link to={paths.dashboard()}>
            <LayoutDashboard aria-hidden /> Go to dashboard
          </Link>
        </Button>
      </div>
      {skipped.length > 0 && (
        <section aria-labelledby="setup-skipped" className="grid gap-2 border-t border-slate-200 pt-4">
          <h2 id="setup-skipped" className="text-sm font-semibold text-slate-700">
            Skipped for now
          </h2>
          <ul className="flex flex-wrap gap-2">
            {skipped.map((step) => (
              <li key={step}>
                <Button variant="outline" size="sm" onClick={() => onStep(step)}>
                  {SETUP_STEP_LABELS[step]}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
