import { ArrowRight, MapPin, Package, Phone, Tag } from "lucide-react";
import { businessTypeLabel } from "#contracts/business-types";
import { displayLocale } from "#contracts/display-locale";
import { storeDisplayName, type TMarketplaceEntry } from "#contracts/storefront";
import { tradingLine } from "#contracts/trading-hours";
import { StoreLogo } from "#web/components/ui/store-logo";
import { paths } from "#web/config/paths";
import { useT } from "#web/lib/i18n/page-language";
import { Link } from "#web/lib/router";
import { storeThemeVars } from "../utils/store-theme";
import { pluralize } from "../utils/storefront-format";

/** A store in the marketplace, in its own theme colour. */
export function StoreCard({ entry }: { entry: TMarketplaceEntry }) {
  const { merchant, productCount, activeAdsCount } = entry;
  const name = storeDisplayName(merchant);
  return (
    <article
      style={storeThemeVars(merchant.theme)}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="h-2 bg-linear-to-r from-(--store-primary) to-(--store-accent)" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start gap-3">
          <StoreLogo name={name} logoUrl={merchant.logoUrl} size={52} className="ring-1 ring-slate-200" />
          <div className="min-w-0 flex-1">
            <h3 className="text-lg font-bold leading-tight text-slate-900">{name}</h3>
            <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="inline-flex rounded-full bg-(--store-primary-soft) px-2.5 py-0.5 text-xs font-semibold text-(--store-primary-ink)">
                {businessTypeLabel(merchant.businessType)}
              </span>
              <OpenBadge entry={entry} />
            </div>
          </div>
        </div>
        {merchant.description && (
          <p className="line-clamp-3 text-sm text-slate-600">{merchant.description}</p>
        )}
        <ul className="mt-auto grid gap-1.5 text-sm text-slate-600">
          <li className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <span className="inline-flex items-center gap-1.5">
              <Package className="h-4 w-4 text-slate-400" aria-hidden /> {pluralize(productCount, "product")}
            </span>
            {activeAdsCount > 0 && (
              <span className="inline-flex items-center gap-1.5">
                <Tag className="h-4 w-4 text-slate-400" aria-hidden /> {pluralize(activeAdsCount, "offer")}
              </span>
            )}
          </li>
          {merchant.contactPhone && (
            <li className="flex items-center gap-1.5">
              <Phone className="h-4 w-4 shrink-0 text-slate-400" aria-hidden /> {merchant.contactPhone}
            </li>
          )}
          {merchant.address && (
            <li className="flex items-start gap-1.5">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden /> {merchant.address}
            </li>
          )}
        </ul>
        <Link
          to={paths.microsite(merchant.businessSlug)}
          aria-label={`Visit Store: ${name}`}
          className="mt-1 inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-(--store-primary-strong) px-4 text-sm font-semibold text-white hover:bg-(--store-primary-hover)"
        >
          Visit Store <ArrowRight className="rtl:-scale-x-100 h-4 w-4" aria-hidden />
        </Link>
      </div>
    </article>
  );
}

/**
 * "Open now" or "Closed · opens Tue 09:00", as the server worked it out from the store's hours and
 * pause (in its time zone) when it answered; the answer is never kept past the change.
 */
function OpenBadge({ entry }: { entry: TMarketplaceEntry }) {
  // The marketplace is in English (decision 0068), its words from the English catalog.
  const t = useT();
  return (
    <span
      className={
        entry.openNow
          ? "inline-flex items-center gap-1.5 text-xs font-semibold text-emerald-700"
          : "inline-flex items-center gap-1.5 text-xs font-semibold text-slate-600"
      }
    >
      <span
        aria-hidden
        className={
          entry.openNow ? "h-2 w-2 rounded-full bg-emerald-500" : "h-2 w-2 rounded-full bg-slate-400"
        }
      />
      {tradingLine(entry, displayLocale(entry.merchant.locale), t)}
    </span>
  );
}
