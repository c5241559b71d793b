import { MapPin, Phone } from "lucide-react";
import type { TMicrositeMerchant } from "#contracts/storefront";
import { tradingLine } from "#contracts/trading-hours";
import { useT } from "#web/lib/i18n/page-language";
import { useStoreMoney } from "../hooks/use-store-money";
import { telHref } from "../utils/storefront-format";

/** The trading fields of the store's answer, which the server works out in the store's time zone. */
export type HeroTrading = Pick<TMicrositeMerchant, "openNow" | "closesAt" | "opensAt">;

/**
 * "Open now · closes 10:00 PM" or "Closed · opens Tue 9:00 AM", in the store's time zone and formats; nothing for a
 * store open around the clock. As of the server's answer, which is never kept past the change.
 */
function TradingLine({ trading }: { trading: HeroTrading }) {
  const { locale } = useStoreMoney();
  const t = useT();
  if (trading.openNow && !trading.closesAt) return null;
  return (
    <p className="mt-1 text-xs font-semibold text-white sm:text-sm">{tradingLine(trading, locale, t)}</p>
  );
}

/**
 * The store's welcome banner (spec: name, description, phone, address), kept to a few short lines
 * so the products start on the first screen of a phone. The description stops at two lines.
 */
export function StoreHero({
  name,
  description,
  phone,
  address,
  trading,
}: {
  name: string;
  description: string;
  phone: string | undefined;
  address: string | null;
  trading: HeroTrading;
}) {
  return (
    <section
      aria-labelledby="welcome-heading"
      className="rounded-2xl bg-linear-to-br from-(--store-primary-strong) to-(--store-primary) px-4 py-3 text-white shadow-sm sm:px-6 sm:py-5"
    >
      <h1 dir="auto" id="welcome-heading" className="text-xl font-extrabold leading-tight sm:text-3xl">
        {name}
      </h1>
      <TradingLine trading={trading} />
      <p dir="auto" className="mt-1 line-clamp-2 text-sm text-white/90 sm:text-base">
        {description}
      </p>
      {(phone || address) && (
        <ul className="mt-1.5 flex flex-wrap gap-x-4 text-xs text-white/90 sm:text-sm">
          {phone && (
            <li className="flex items-center gap-1.5">
              <Phone className="h-3.5 w-3.5 shrink-0" aria-hidden />
              <a href={telHref(phone)} dir="ltr" className="py-1 underline-offset-2 hover:underline">
                {phone}
              </a>
            </li>
          )}
          {address && (
            <li className="flex items-center gap-1.5 py-1">
              <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden />
              <span dir="auto">{address}</span>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
