import { AlertCircle, Gift } from "lucide-react";
import { formatMoney } from "#contracts/money";
import { useT } from "#web/lib/i18n/page-language";
import { useStoreMoney } from "../hooks/use-store-money";
import { type CheckoutAmounts, TERMS_TEXT } from "../utils/checkout-terms";

const row = "flex items-baseline justify-between gap-3";

/**
 * The checkout's Subtotal, Delivery fee, Discount and Total (a pickup has no fee line), with what is missing
 * for free delivery or for the zone's minimum order.
 */
export function CheckoutTotals({ amounts, pickup }: { amounts: CheckoutAmounts; pickup: boolean }) {
  const money = useStoreMoney();
  const t = useT();
  return (
    <div className="mt-3 grid gap-1.5 border-t border-slate-200 pt-3 text-sm">
      <p className={row}>
        <span className="text-slate-600">{t("checkout.subtotal")}</span>
        <span className="tabular-nums" data-testid="checkout-subtotal">
          {formatMoney(amounts.subtotal, money)}
        </span>
      </p>
      {!pickup && (
        <p className={row}>
          <span className="text-slate-600">{t("checkout.deliveryFee")}</span>
          <span className="tabular-nums" data-testid="checkout-fee">
            {amounts.fee === null
              ? TERMS_TEXT.feeUnknown(t)
              : amounts.fee === 0
                ? TERMS_TEXT.free(t)
                : formatMoney(amounts.fee, money)}
          </span>
        </p>
      )}
      {amounts.discount && (
        <p className={`${row} text-emerald-800`}>
          <span>{t("checkout.discountWithCode", { code: amounts.discount.code })}</span>
          <span className="tabular-nums" data-testid="checkout-discount">
            −{formatMoney(amounts.discount.minor, money)}
          </span>
        </p>
      )}
      {amounts.freeDeliveryMissing !== null && (
        <p className="flex items-start gap-1.5 text-xs text-slate-600" data-testid="free-delivery-note">
          <Gift className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />{" "}
          {TERMS_TEXT.freeDelivery(amounts.freeDeliveryMissing, money, t)}
        </p>
      )}
      {amounts.belowMinimum && (
        <p
          className="flex items-start gap-1.5 rounded-lg bg-amber-50 p-2 text-amber-900"
          data-testid="minimum-note"
        >
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />{" "}
          {TERMS_TEXT.minimum(amounts.belowMinimum.minimum, amounts.belowMinimum.missing, money, t)}
        </p>
      )}
      <p className={`${row} mt-1 border-t border-slate-200 pt-2 text-base`}>
        <span className="font-semibold">{t("checkout.total")}</span>
        <span className="text-xl font-bold tabular-nums" data-testid="checkout-total">
          {formatMoney(amounts.total, money)}
        </span>
      </p>
    </div>
  );
}
