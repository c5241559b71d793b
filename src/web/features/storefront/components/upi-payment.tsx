import { Info, QrCode, Smartphone } from "lucide-react";
import { useId } from "react";
import { formatMoney } from "#contracts/money";
import { useT } from "#web/lib/i18n/page-language";
import { cn } from "#web/lib/utils";
import { upiQrUrl } from "../api/get-order-tracking";
import { useStoreMoney } from "../hooks/use-store-money";
import { themedButton } from "../utils/store-theme";

/**
 * How to pay a UPI order (issue 46), on its success view and its tracking page while it awaits the
 * payment: the amount, "Pay with UPI app" (the order's `upi://pay?…` link for exactly its total: on a
 * phone it opens the shopper's UPI app), the same link as a QR code to scan with another phone (drawn
 * by the server: no QR code in the storefront's JavaScript), and plainly that the store confirms UPI
 * payments by hand.
 */
export function UpiPayment({
  slug,
  trackingCode,
  upiUrl,
  totalAmount,
  storeName,
}: {
  slug: string;
  trackingCode: string;
  /** The order's `upi://pay?…` link. */
  upiUrl: string;
  /** The order's total (a decimal string): what the link asks for. */
  totalAmount: string;
  storeName: string;
}) {
  const t = useT();
  const money = useStoreMoney();
  const headingId = useId();
  const amount = formatMoney(totalAmount, money);
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-2xl border-2 border-(--store-primary) bg-white p-4 text-center sm:p-5"
      data-testid="upi-payment"
    >
      <h2
        id={headingId}
        className="flex items-center justify-center gap-2 text-lg font-semibold text-slate-900"
      >
        <QrCode className="h-5 w-5 shrink-0 text-(--store-primary-strong)" aria-hidden />
        {t("order.upiTitle")}
      </h2>
      <p className="text-slate-700" data-testid="upi-amount">
        {t("order.upiAmount", { amount })}
      </p>
      <a
        href={upiUrl}
        className={cn(
          "inline-flex min-h-14 w-full items-center justify-center gap-2 rounded-xl px-4 py-2 text-lg font-semibold shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2",
          themedButton,
        )}
      >
        <Smartphone className="h-5 w-5 shrink-0" aria-hidden />
        {t("order.upiPayWithApp")}
      </a>
      <figure className="grid justify-items-center gap-2">
        <img
          src={upiQrUrl(slug, trackingCode)}
          alt={t("order.upiQrAlt", { amount })}
          width={224}
          height={224}
          className="aspect-square h-auto w-56 max-w-full rounded-lg border border-slate-200 bg-white p-2"
        />
        <figcaption className="text-sm text-slate-600">{t("order.upiScan")}</figcaption>
      </figure>
      <p className="flex gap-2 rounded-lg bg-amber-50 p-3 text-start text-sm text-amber-900">
        <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <span>{t("order.upiByHand", { store: storeName })}</span>
      </p>
    </section>
  );
}
