import { useQuery } from "@tanstack/react-query";
import { ArrowRight } from "lucide-react";
import { businessTypeLabel } from "#contracts/business-types";
import { StoreLogo } from "#web/components/ui/store-logo";
import { paths } from "#web/config/paths";
import { marketplaceQueryOptions } from "#web/features/storefront/api/get-marketplace";
import { Link } from "#web/lib/router";

/** Up to four stores from the marketplace: on a fresh install these are the demo stores. */
export function LiveExamples() {
  const { data, isLoading } = useQuery(marketplaceQueryOptions());
  if (isLoading) {
    return (
      <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-36 animate-pulse rounded-xl bg-slate-200" />
        ))}
      </div>
    );
  }
  const stores = (data ?? []).slice(0, 4);
  if (stores.length === 0) {
    return (
      <p className="mt-8 text-center text-slate-600">
        No stores yet.{" "}
        <Link className="text-blue-600 underline" to={paths.auth("register")}>
          Be the first.
        </Link>
      </p>
    );
  }
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {stores.map(({ merchant, productCount }) => (
        <li key={merchant.businessSlug}>
          <Link
            to={paths.microsite(merchant.businessSlug)}
            className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 transition-shadow hover:shadow-md"
          >
            <div className="flex items-center gap-3">
              <StoreLogo name={merchant.businessName} logoUrl={merchant.logoUrl} size={48} />
              <div>
                <p className="font-semibold">{merchant.customDisplayName || merchant.businessName}</p>
                <p className="text-sm text-slate-500">
                  {businessTypeLabel(merchant.businessType)} · {productCount} products
                </p>
              </div>
            </div>
            <p className="mt-3 line-clamp-2 flex-1 text-sm text-slate-600">{merchant.description}</p>
            <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-blue-600">
              Visit store <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
