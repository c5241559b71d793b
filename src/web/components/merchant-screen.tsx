import { ArrowLeft, ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import type { TMerchant } from "#contracts/auth";
import { paths } from "#web/config/paths";
import { Link } from "#web/lib/router";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { Button } from "./ui/button";
import { FullPageMessage } from "./ui/spinner";

/**
 * A management screen outside the dashboard (catalog, ads): back to the dashboard, the title, a
 * link to the live store, then the screen. 'Loading...' while there is no user (spec section 2).
 */
export function MerchantScreen({
  user,
  title,
  subtitle,
  children,
}: {
  user: TMerchant | null | undefined;
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  if (!user) return <FullPageMessage spinner>Loading...</FullPageMessage>;
  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
          <div className="flex min-w-0 items-center gap-2 sm:gap-3">
            <Button asChild variant="ghost" size="sm" className="-ms-2 shrink-0">
              <Link to={paths.dashboard()}>
                <ArrowLeft className="rtl:-scale-x-100" aria-hidden />{" "}
                <span className="sr-only sm:not-sr-only">Back to Dashboard</span>
              </Link>
            </Button>
            <div className="min-w-0">
              <h1 className="truncate text-base font-semibold sm:text-lg">{title}</h1>
              {subtitle && <p className="truncate text-sm text-slate-500">{subtitle}</p>}
            </div>
          </div>
          <Button asChild variant="outline" size="sm" className="shrink-0">
            <Link
              to={paths.microsite(user.businessSlug)}
              target="_blank"
              rel="noopener"
              aria-label="View Store"
            >
              <ExternalLink aria-hidden /> <span className="hidden sm:inline">View Store</span>
            </Link>
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">{children}</main>
    </div>
  );
}
