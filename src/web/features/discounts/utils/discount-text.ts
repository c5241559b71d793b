import { describeDiscount } from "#contracts/discount-rules";
import type { TDiscount, TDiscountState } from "#contracts/discounts";
import { formatMoney, type TMoneyFormat, toMinor } from "#contracts/money";

/** A datetime-local value ("2026-12-01T09:00") as the store's wall clock reads it: "Dec 1, 2026, 9:00 AM". */
export function formatLocalTime(local: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(Date.parse(`${local}Z`));
}

/** When the code can be used, in the store's time zone. */
export function discountWindow(d: Pick<TDiscount, "startsAtLocal" | "endsAtLocal">, locale: string): string {
  const { startsAtLocal: from, endsAtLocal: to } = d;
  if (from && to) return `${formatLocalTime(from, locale)} – ${formatLocalTime(to, locale)}`;
  if (from) return `From ${formatLocalTime(from, locale)}`;
  if (to) return `Until ${formatLocalTime(to, locale)}`;
  return "No start or end date";
}

/** "10% off · orders from $25.00", or "… · any order". */
export function discountOffer(
  d: Pick<TDiscount, "kind" | "value" | "minimumSubtotal">,
  money: TMoneyFormat,
): string {
  const minimum =
    toMinor(d.minimumSubtotal, money.currency) > 0
      ? `orders from ${formatMoney(d.minimumSubtotal, money)}`
      : "any order";
  return `${describeDiscount(d, money)} · ${minimum}`;
}

export const usesText = (d: Pick<TDiscount, "uses" | "usageLimit">) =>
  d.usageLimit === null ? `${d.uses} (no limit)` : `${d.uses} / ${d.usageLimit}`;

export const DISCOUNT_STATE_BADGES: Record<
  TDiscountState,
  { label: string; variant: "success" | "default" | "secondary" | "warning" | "outline" }
> = {
  active: { label: "Active", variant: "success" },
  scheduled: { label: "Scheduled", variant: "default" },
  expired: { label: "Expired", variant: "secondary" },
  used_up: { label: "Used up", variant: "warning" },
  inactive: { label: "Off", variant: "outline" },
};
