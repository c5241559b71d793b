import { Clock, Store } from "lucide-react";
import { deliveryEstimateLine, readyLine } from "#contracts/fulfilment";
import { formatMoney, toMinor } from "#contracts/money";
import { storeClockText } from "#contracts/trading-hours";
import { useT } from "#web/lib/i18n/page-language";
import { cn } from "#web/lib/utils";
import type { OrderTerms } from "../api/get-order-terms";
import { useStoreMoney } from "../hooks/use-store-money";
import { TERMS_TEXT } from "../utils/checkout-terms";

/**
 * How a placed order reaches its customer, as the success screen and the tracking page say it: a
 * pickup's place ("Pickup at …") and ready time, a delivery's estimate in the spec's words
 * (deliveryEstimateLine), or the slot of an order for later in the store's time zone.
 */
export function FulfilmentLines({
  terms,
  storeAddress,
  leadMinutes,
  timeZone,
  showTime = true,
  className,
}: {
  terms: Pick<OrderTerms, "fulfilment" | "scheduledFor" | "etaMinutes">;
  storeAddress: string;
  /** The store's lead time (a pickup's ready time); null while unknown. */
  leadMinutes: number | null;
  /** The store's time zone; null while unknown. */
  timeZone: string | null;
  /** Whether to say when (not once the order is done). */
  showTime?: boolean;
  className?: string;
}) {
  const line = cn("flex items-center gap-2", className);
  const icon = "h-4 w-4 shrink-0 text-slate-400";
  const { locale } = useStoreMoney();
  const t = useT();
  const scheduled =
    terms.scheduledFor && timeZone ? storeClockText(terms.scheduledFor, timeZone, locale) : null;
  const time = terms.scheduledFor
    ? scheduled && TERMS_TEXT.scheduledFor(scheduled, t)
    : terms.fulfilment === "pickup"
      ? leadMinutes !== null && readyLine(leadMinutes, t)
      : deliveryEstimateLine(terms.etaMinutes, t);
  return (
    <>
      {terms.fulfilment === "pickup" && (
        <p className={line} data-testid="order-pickup">
          <Store className={icon} aria-hidden /> {TERMS_TEXT.pickupAt(storeAddress, t)}
        </p>
      )}
      {showTime && time && (
        <p className={line} data-testid="order-time">
          <Clock className={icon} aria-hidden /> {time}
        </p>
      )}
    </>
  );
}

const row = "flex justify-between gap-3";

/**
 * Subtotal, Delivery fee (not for a pickup; "Free" when nothing), the discount code's line (issue 31)
 * and Total, as the server decided them.
 */
export function AmountLines({
  terms,
  className,
}: {
  terms: Pick<
    OrderTerms,
    "subtotal" | "deliveryFee" | "totalAmount" | "fulfilment" | "discountCode" | "discountAmount"
  >;
  className?: string;
}) {
  const money = useStoreMoney();
  const t = useT();
  return (
    <div className={cn("grid gap-1 text-sm", className)} data-testid="order-amounts">
      <p className={row}>
        <span className="text-slate-600">{t("checkout.subtotal")}</span>
        <span className="tabular-nums">{formatMoney(terms.subtotal, money)}</span>
      </p>
      {terms.fulfilment !== "pickup" && (
        <p className={row}>
          <span className="text-slate-600">{t("checkout.deliveryFee")}</span>
          <span className="tabular-nums">
            {toMinor(terms.deliveryFee, money.currency) === 0
              ? TERMS_TEXT.free(t)
              : formatMoney(terms.deliveryFee, money)}
          </span>
        </p>
      )}
      {toMinor(terms.discountAmount ?? "0", money.currency) > 0 && (
        <p className={cn(row, "text-emerald-800")} data-testid="order-discount">
          <span>
            {terms.discountCode
              ? t("checkout.discountWithCode", { code: terms.discountCode })
              : t("checkout.discount")}
          </span>
          <span className="tabular-nums">−{formatMoney(terms.discountAmount, money)}</span>
        </p>
      )}
      <p className={cn(row, "border-t border-slate-200 pt-1.5 text-base font-semibold")}>
        <span>{t("checkout.total")}</span>
        <span className="tabular-nums">{formatMoney(terms.totalAmount, money)}</span>
      </p>
    </div>
  );
}
