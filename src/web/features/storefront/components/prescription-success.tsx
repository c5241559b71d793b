import { FileCheck2, Package } from "lucide-react";
import { formatMoney, toMinor } from "#contracts/money";
import { opensLabel } from "#contracts/store-closed";
import type { TMicrositeMerchant } from "#contracts/storefront";
import { useStoreMoney } from "#web/features/storefront/hooks/use-store-money";
import { useT } from "#web/lib/i18n/page-language";
import { QuestionsCall, TrackYourOrder } from "./track-your-order";

/**
 * The success screen of a prescription (issue 42, item 5): a request for a price, not an order with
 * amounts. It says what happens next (the pharmacy reviews it, at opening if closed, then sends a
 * price, and how the shopper hears of it) and shows "Pending Quote" where a total would be.
 */
export function PrescriptionSuccess({
  number,
  totalAmount,
  trackingHref,
  storeName,
  phone,
  merchant,
  onCopy,
  onContinue,
}: {
  /** The order's number as the shopper is shown it. */
  number: string;
  /** "0.00" until the pharmacy quotes (a reload after the quote shows its price). */
  totalAmount: string;
  trackingHref: string;
  storeName: string;
  phone: string | null;
  merchant: Pick<TMicrositeMerchant, "openNow" | "opensAt" | "whatsappPhone">;
  onCopy: () => void;
  onContinue: () => void;
}) {
  const t = useT();
  const money = useStoreMoney();
  const quoted = toMinor(totalAmount, money.currency) > 0;
  const opens = !merchant.openNow && merchant.opensAt ? opensLabel(merchant.opensAt, money.locale) : null;
  return (
    <div className="mx-auto grid w-full max-w-lg gap-4 text-center">
      <div className="flex flex-col items-center gap-3 pt-4">
        <span className="grid h-20 w-20 place-items-center rounded-full bg-(--store-accent-soft) text-(--store-accent-strong)">
          <FileCheck2 className="h-11 w-11" aria-hidden />
        </span>
        <h1 className="text-3xl font-extrabold text-slate-900">{t("prescription.sent")}</h1>
        <p className="text-slate-600">{t("prescription.lead", { store: storeName })}</p>
      </div>

      <section className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-start">
        <div className="flex items-baseline justify-between gap-3">
          <span className="text-sm text-slate-500">{t("order.orderId")}</span>
          <span
            className="font-mono text-lg font-bold tracking-wider text-slate-900"
            data-testid="order-number"
            dir="ltr"
          >
            {number}
          </span>
        </div>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Package className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />{" "}
          {t("order.statusLine", { status: t("order.statusPending") })}
        </p>
        <p
          className="flex justify-between gap-3 border-t border-slate-200 pt-3 text-base font-semibold"
          data-testid="prescription-total"
        >
          <span>{t("order.total")}</span>
          <span className="tabular-nums">
            {quoted ? formatMoney(totalAmount, money) : t("order.pendingQuote")}
          </span>
        </p>
        {phone && <QuestionsCall phone={phone} />}
      </section>

      {!quoted && (
        <section
          aria-labelledby="next-heading"
          className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-5 text-start"
          data-testid="prescription-next"
        >
          <h2 id="next-heading" className="font-semibold text-slate-900">
            {t("prescription.whatHappensNext")}
          </h2>
          <ol className="grid list-decimal gap-1.5 ps-5 text-sm text-slate-700">
            <li>
              {opens
                ? t("prescription.reviewWhenOpens", { store: storeName, when: opens })
                : t("prescription.review", { store: storeName })}
            </li>
            <li>{t("prescription.price", { store: storeName })}</li>
            <li>{t("prescription.nothingCharged")}</li>
          </ol>
        </section>
      )}

      <TrackYourOrder
        promise={t("prescription.trackingPromise", { store: storeName })}
        trackingHref={trackingHref}
        whatsappPhone={merchant.whatsappPhone}
        storeName={storeName}
        number={number}
        onCopy={onCopy}
        onContinue={onContinue}
      />
    </div>
  );
}
