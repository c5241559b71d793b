import { Loader2, Tag, X } from "lucide-react";
import type { FormEvent } from "react";
import type { TAppliedDiscount } from "#contracts/discount-rules";
import type { Translate } from "#contracts/i18n/format-message";
import { formatMoney, type TMoneyFormat } from "#contracts/money";
import { useT } from "#web/lib/i18n/page-language";
import { cn } from "#web/lib/utils";
import type { DiscountCode } from "../hooks/use-discount-code";
import { useStoreMoney } from "../hooks/use-store-money";
import { fieldClass } from "./delivery-fields";

/** "10% off", "$5.00 off", "Free delivery": the code's offer in a few words (as describeDiscount says it). */
function offerText(discount: Pick<TAppliedDiscount, "kind" | "value">, money: TMoneyFormat, t: Translate) {
  if (discount.kind === "free_delivery") return t("checkout.freeDelivery");
  if (discount.kind === "fixed")
    return t("checkout.amountOff", { amount: formatMoney(discount.value, money) });
  return t("checkout.percentOff", { percent: Number(discount.value) });
}

/**
 * "Discount code" under the order summary: typed and applied (checked by the server), or the
 * applied code with what it gives and a way to remove it. Its own small form, so Enter applies it.
 */
export function DiscountCodeField({ discount }: { discount: DiscountCode }) {
  const { applied } = discount;
  const money = useStoreMoney();
  const t = useT();
  if (applied)
    return (
      <div className="mt-3 grid gap-1 border-t border-slate-200 pt-3" data-testid="discount-applied">
        <p className="flex items-center justify-between gap-2 text-sm">
          <span className="flex min-w-0 items-center gap-1.5 font-medium text-emerald-800">
            <Tag className="h-4 w-4 shrink-0" aria-hidden />
            <span className="truncate font-mono">{applied.code}</span>
            <span className="font-normal text-slate-600">· {offerText(applied, money, t)}</span>
          </span>
          <button
            type="button"
            onClick={discount.remove}
            className="inline-flex min-h-9 shrink-0 cursor-pointer items-center gap-1 rounded-md px-2 text-sm text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-(--store-primary)"
            aria-label={t("checkout.removeCode", { code: applied.code })}
          >
            <X className="h-4 w-4" aria-hidden /> {t("checkout.remove")}
          </button>
        </p>
        {discount.problem && (
          <p role="alert" className="text-sm text-amber-800">
            {discount.problem}
          </p>
        )}
      </div>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    discount.apply();
  };
  return (
    <form onSubmit={submit} className="mt-3 grid gap-1.5 border-t border-slate-200 pt-3" noValidate>
      <label htmlFor="discount-code" className="text-sm font-medium text-slate-700">
        {t("checkout.discountCode")}
      </label>
      <div className="flex gap-2">
        <input
          id="discount-code"
          value={discount.typed}
          onChange={(e) => discount.setTyped(e.target.value)}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          aria-invalid={discount.error ? true : undefined}
          aria-describedby={discount.error ? "discount-code-error" : undefined}
          className={cn(fieldClass, "h-11 min-w-0 flex-1 uppercase placeholder:normal-case")}
          placeholder={t("checkout.enterCode")}
        />
        <button
          type="submit"
          disabled={!discount.typed.trim() || discount.checking}
          className="inline-flex h-11 shrink-0 cursor-pointer items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-(--store-primary) disabled:cursor-not-allowed disabled:opacity-50"
        >
          {discount.checking && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}{" "}
          {t("checkout.apply")}
        </button>
      </div>
      {discount.error && (
        <p id="discount-code-error" role="alert" className="text-sm text-red-700">
          {discount.error}
        </p>
      )}
    </form>
  );
}
