import { useQuery } from "@tanstack/react-query";
import type { TDiscount } from "#contracts/discounts";
import { US_DOLLARS } from "#contracts/money";
import { EditDeleteButtons } from "#web/components/edit-delete-buttons";
import { Card } from "#web/components/ui/card";
import { merchantMoneyQueryOptions } from "#web/features/auth/api/get-user";
import { discountOffer, discountWindow } from "../utils/discount-text";
import {
  type DiscountActions,
  DiscountCode,
  DiscountStateBadge,
  DiscountSwitch,
  discountFigures,
} from "./discount-parts";

/** A code on a phone or a tablet: what it gives, when, how it has done, and its controls. */
export function DiscountCard({ discount, actions }: { discount: TDiscount; actions: DiscountActions }) {
  const money = useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS;
  return (
    <Card className="grid gap-3 p-4" data-testid="discount-card">
      <div className="flex items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <DiscountCode code={discount.code} />
          <p className="text-sm text-slate-700">{discountOffer(discount, money)}</p>
          <p className="text-sm text-slate-500">{discountWindow(discount, money.locale)}</p>
          {discount.oncePerCustomer && <p className="text-sm text-slate-500">Once per customer</p>}
        </div>
        <DiscountStateBadge discount={discount} />
      </div>
      <dl className="grid grid-cols-3 gap-2 rounded-lg bg-slate-50 p-2 text-center">
        {discountFigures(discount, money).map(({ label, value }) => (
          <div key={label} className="grid">
            <dt className="text-xs text-slate-500">{label}</dt>{" "}
            <dd className="text-sm font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex items-center justify-between gap-2">
        <div className="flex items-center gap-2 text-sm text-slate-600">
          <DiscountSwitch discount={discount} onToggle={actions.onToggle} />
          <span aria-hidden>{discount.active ? "On" : "Off"}</span>
        </div>
        <EditDeleteButtons
          label={discount.code}
          onEdit={() => actions.onEdit(discount)}
          onDelete={() => actions.onDelete(discount)}
        />
      </div>
    </Card>
  );
}
