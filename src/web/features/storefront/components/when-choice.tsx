import { AlertCircle, Loader2 } from "lucide-react";
import { clockText } from "#contracts/local-time-text";
import type { TMicrositeMerchant } from "#contracts/storefront";
import { tradingLine } from "#contracts/trading-hours";
import { useT } from "#web/lib/i18n/page-language";
import { cn } from "#web/lib/utils";
import type { OrderSchedule, OrderWhen } from "../hooks/use-order-schedule";
import { useStoreMoney } from "../hooks/use-store-money";
import { fieldClass } from "./delivery-fields";
import { RadioCards } from "./radio-cards";

/**
 * "When?": as soon as possible, or a slot of the store's orders for later (a day, then one of its
 * times; a full one is shown, disabled, as "Full"). A closed store takes only orders for later: "As
 * soon as possible" says when it opens.
 */
export function WhenChoice({
  schedule,
  trading,
}: {
  schedule: OrderSchedule;
  trading: Pick<TMicrositeMerchant, "openNow" | "opensAt" | "closesAt">;
}) {
  const { slots, day } = schedule;
  const { locale } = useStoreMoney();
  const t = useT();
  return (
    <div className="grid gap-3">
      <RadioCards<OrderWhen>
        legend={t("checkout.when")}
        name="when"
        value={schedule.mode}
        onChange={schedule.setMode}
        options={[
          {
            value: "asap",
            label: t("checkout.asap"),
            disabled: !schedule.asapAvailable,
            hint: schedule.asapAvailable ? null : tradingLine(trading, locale, t),
          },
          { value: "later", label: t("checkout.later") },
        ]}
      />
      {schedule.notice && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="slot-notice"
        >
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden /> {schedule.notice}
        </p>
      )}
      {schedule.mode === "later" &&
        (slots.isPending ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> {t("checkout.loadingTimes")}
          </p>
        ) : slots.isError ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-red-800">
            {t("checkout.timesFailed")}
            <button
              type="button"
              onClick={() => void slots.refetch()}
              className="cursor-pointer font-medium text-(--store-primary-strong) underline underline-offset-2"
            >
              {t("checkout.tryAgain")}
            </button>
          </p>
        ) : !day ? (
          <p className="text-sm text-slate-600">{t("checkout.noTimes")}</p>
        ) : (
          <div className="grid gap-3">
            <div className="grid gap-1.5">
              <label htmlFor="order-day" className="text-sm font-medium text-slate-700">
                {t("checkout.day")}
              </label>
              <select
                id="order-day"
                value={day.date}
                onChange={(e) => schedule.setDay(e.target.value)}
                className={cn(fieldClass, "h-11 cursor-pointer")}
              >
                {slots.data.days.map((d) => (
                  <option key={d.date} value={d.date}>
                    {schedule.dayLabels.get(d.date) ?? d.label}
                  </option>
                ))}
              </select>
            </div>
            {day.slots.length === 0 ? (
              <p className="text-sm text-slate-600">{t("checkout.noTimesThisDay")}</p>
            ) : (
              <RadioCards
                legend={t("checkout.time")}
                name="slot"
                compact
                value={schedule.slot?.startsAt ?? null}
                onChange={schedule.pick}
                options={day.slots.map((s) => ({
                  value: s.startsAt,
                  label: clockText(s.time, locale),
                  disabled: !s.available,
                  hint: s.available ? null : t("checkout.full"),
                }))}
              />
            )}
          </div>
        ))}
    </div>
  );
}
