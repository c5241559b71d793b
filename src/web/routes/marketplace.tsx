import { AlertCircle, ArrowLeft, SearchX, Store } from "lucide-react";
import { type ReactNode, useState } from "react";
import { EmptyState } from "#web/components/ui/empty-state";
import { paths } from "#web/config/paths";
import {
  type MarketplaceFilter,
  useMarketplacePages,
} from "#web/features/storefront/api/get-marketplace-page";
import { MarketplaceFilters } from "#web/features/storefront/components/marketplace-filters";
import { StoreCard } from "#web/features/storefront/components/store-card";
import { StoreMessage } from "#web/features/storefront/components/store-message";
import { storeThemeVars } from "#web/features/storefront/utils/store-theme";
import { pluralize } from "#web/features/storefront/utils/storefront-format";
import { serverMessage } from "#web/lib/api-client";
import { HydrateLater } from "#web/lib/hydrate-later";
import { Link } from "#web/lib/router";
import { useDebouncedValue } from "#web/lib/use-debounced-value";
import { useDocumentTitle } from "#web/lib/use-document-title";

/** The directory of public stores. */
export default function MarketplacePage() {
  useDocumentTitle("Marketplace");
  const [search, setSearch] = useState("");
  const [type, setType] = useState<MarketplaceFilter["type"]>();
  const filter = { q: useDebouncedValue(search.trim()) || undefined, type };
  const filtered = Boolean(filter.q || filter.type);
  const {
    data,
    isLoading,
    isError,
    error,
    refetch,
    isFetching,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
  } = useMarketplacePages(filter);
  const stores = data?.pages.flatMap((page) => page.stores);
  const total = data?.pages[0]?.total ?? 0;

  let body: ReactNode;
  if (isLoading) {
    body = <StoreMessage loading title="Loading marketplace..." />;
  } else if (isError || !stores) {
    body = (
      <StoreMessage icon={AlertCircle} title="Failed to Load Marketplace">
        <p className="text-slate-600">{serverMessage(error) ?? "Please try again later"}</p>
        <button
          type="button"
          onClick={() => refetch()}
          disabled={isFetching}
          className="mt-2 h-10 cursor-pointer rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium hover:bg-slate-100 disabled:opacity-50"
        >
          Try Again
        </button>
      </StoreMessage>
    );
  } else {
    body = (
      <main className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
        <div className="mb-6 text-center sm:mb-10">
          <h2 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            Discover Local Businesses
          </h2>
          <p className="mt-2 text-slate-600" data-testid="store-count">
            {pluralize(total, "store")} available
          </p>
        </div>
        <MarketplaceFilters search={search} onSearch={setSearch} type={type} onType={setType} />
        {stores.length === 0 && filtered ? (
          <div className="mx-auto max-w-md">
            <EmptyState icon={SearchX} title="No stores match your search">
              <p className="text-slate-600">Try another name, business type or product.</p>
              <button
                type="button"
                onClick={() => {
                  setSearch("");
                  setType(undefined);
                }}
                className="mt-2 h-10 cursor-pointer rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium hover:bg-slate-100"
              >
                Clear search
              </button>
            </EmptyState>
          </div>
        ) : stores.length === 0 ? (
          <div className="mx-auto max-w-md">
            <EmptyState icon={Store} title="No Stores Available">
              <p className="text-slate-600">Check back later for new stores!</p>
            </EmptyState>
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {stores.map((entry) => (
              <li key={entry.merchant.businessSlug} data-testid="store-card">
                <HydrateLater>
                  <StoreCard entry={entry} />
                </HydrateLater>
              </li>
            ))}
          </ul>
        )}
        {hasNextPage && (
          <div className="mt-8 flex justify-center">
            <button
              type="button"
              onClick={() => fetchNextPage()}
              disabled={isFetchingNextPage}
              className="h-11 cursor-pointer rounded-lg border border-slate-300 bg-white px-6 text-sm font-medium hover:bg-slate-100 disabled:opacity-50"
            >
              {isFetchingNextPage ? "Loading..." : "Load more stores"}
            </button>
          </div>
        )}
      </main>
    );
  }

  return (
    <div className="min-h-screen bg-slate-50" style={storeThemeVars(null)}>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
          <Link
            to={paths.home()}
            className="inline-flex h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden /> Back
          </Link>
          <h1 className="text-lg font-bold text-slate-900">Marketplace</h1>
        </div>
      </header>
      {body}
    </div>
  );
}
