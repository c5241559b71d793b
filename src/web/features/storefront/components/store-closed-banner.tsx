import { Clock } from "lucide-react";
import type { TMicrositeMerchant } from "#contracts/storefront";
import { tradingLine } from "#contracts/trading-hours";
import { useT } from "#web/lib/i18n/page-language";
import { cn } from "#web/lib/utils";
import { useStoreMoney } from "../hooks/use-store-money";

/**
 * The top of the checkout or the prescription form while the store is closed or paused (issue 42,
 * item 6): "Closed · opens Tue 9:00 AM", then what the shopper can still do (`offer`), so they know
 * before they fill anything in. `tone` "blocked" when nothing can be sent.
 */
export function StoreClosedBanner({
  trading,
  reason,
  offer,
  blocked,
}: {
  trading: Pick<TMicrositeMerchant, "openNow" | "closesAt" | "opensAt">;
  /** Why: "Corner Shop is closed right now. It opens Tue 9:00 AM." */
  reason: string;
  /** What can be done now, or when to come back. */
  offer: string;
  /** Nothing can be sent now. */
  blocked: boolean;
}) {
  const { locale } = useStoreMoney();
  const t = useT();
  return (
    <section
      aria-label={t("store.storeClosed")}
      className={cn(
        "flex gap-3 rounded-xl border p-4 text-sm",
        blocked ? "border-amber-300 bg-amber-50 text-amber-950" : "border-sky-200 bg-sky-50 text-sky-950",
      )}
      data-testid="store-closed"
    >
      <Clock className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <div className="grid gap-1">
        <p className="font-semibold">{tradingLine(trading, locale, t)}</p>
        <p>
          {reason} {offer}
        </p>
      </div>
    </section>
  );
}
