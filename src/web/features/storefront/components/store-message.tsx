import { Clock, Loader2, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { paths } from "#web/config/paths";
import { useT } from "#web/lib/i18n/page-language";
import { Link } from "#web/lib/router";

/** Full-page loading or error message of the storefront pages. */
export function StoreMessage({
  icon: Icon,
  title,
  children,
  loading = false,
}: {
  icon?: LucideIcon;
  title: string;
  children?: ReactNode;
  loading?: boolean;
}) {
  return (
    <main
      className="flex min-h-[70vh] flex-col items-center justify-center gap-3 p-6 text-center"
      role={loading ? "status" : undefined}
    >
      {loading ? (
        <Loader2 className="h-8 w-8 animate-spin text-(--store-primary)" aria-hidden />
      ) : (
        Icon && (
          <span className="grid h-16 w-16 place-items-center rounded-full bg-slate-100 text-slate-500">
            <Icon className="h-8 w-8" aria-hidden />
          </span>
        )
      )}
      {loading ? (
        <p className="text-slate-600">{title}</p>
      ) : (
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      )}
      {children}
    </main>
  );
}

/**
 * A suspended store's page and product pages (issue 47): the server answers 410 and the shopper
 * reads "This store is temporarily unavailable", in their language, with the way to other stores.
 * Beside StoreMessage, in the chunk the storefront's screens already share: a module of its own,
 * shared by the store's and the product's screens alone, became one more script on a first visit.
 */
export function StoreUnavailable() {
  const t = useT();
  return (
    <StoreMessage icon={Clock} title={t("store.unavailable")}>
      <p className="max-w-sm text-slate-600">{t("store.unavailableText")}</p>
      <BrowseOtherStores />
    </StoreMessage>
  );
}

/** The way out of a store that cannot be shown (not found, unavailable): the marketplace. */
export function BrowseOtherStores() {
  const t = useT();
  return (
    <Link
      to={paths.marketplace()}
      className="mt-2 inline-flex h-10 items-center rounded-lg bg-(--store-primary-strong) px-4 text-sm font-medium text-white hover:bg-(--store-primary-hover)"
    >
      {t("store.browseOtherStores")}
    </Link>
  );
}
