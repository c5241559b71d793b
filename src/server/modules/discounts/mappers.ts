import type { TDiscount, TDiscountState } from "#contracts/discounts";
import { toDecimalString } from "#contracts/money";
import type { DiscountCodeRow } from "#server/db/schema/discount-codes";
import { localDiscountTime } from "./discount-times";
import type { DiscountWithFigures } from "./queries";

/** Where a code stands at `now`: a switched-off code first, then its dates, then its limit. */
export function discountState(row: DiscountCodeRow, now: number): TDiscountState {
  if (!row.active) return "inactive";
  if (row.startsAt && row.startsAt.getTime() > now) return "scheduled";
  if (row.endsAt && row.endsAt.getTime() <= now) return "expired";
  if (row.usageLimit !== null && row.uses >= row.usageLimit) return "used_up";
  return "active";
}

/**
 * A code's value as its kind writes it: a percentage with 2 decimals whatever the currency, an
 * amount in the currency's decimals (free delivery's zero too).
 */
export const discountValueText = (row: Pick<DiscountCodeRow, "kind" | "value">, currency: string) =>
  toDecimalString(row.value, row.kind === "percent" ? "USD" : currency);

export function toDiscountResponse(
  { code: row, revenue, discountTotal }: DiscountWithFigures,
  timeZone: string,
  now: number,
  /** The store's (decision 0067): every amount in its decimals. */
  currency: string,
): TDiscount {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: discountValueText(row, currency),
    minimumSubtotal: toDecimalString(row.minimumSubtotal, currency),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    startsAtLocal: localDiscountTime(row.startsAt, timeZone),
    endsAtLocal: localDiscountTime(row.endsAt, timeZone),
    usageLimit: row.usageLimit,
    oncePerCustomer: row.oncePerCustomer,
    active: row.active,
    uses: row.uses,
    revenue: toDecimalString(String(revenue), currency),
    discountTotal: toDecimalString(String(discountTotal), currency),
    state: discountState(row, now),
    currency,
    createdAt: row.createdAt.toISOString(),
  };
}
