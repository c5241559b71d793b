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

const FIGURES = ["Uses", "Revenue", "Discount given"];

/** The codes on a desktop: one row each, figures in their own columns. */
export function DiscountTable({ discounts, actions }: { discounts: TDiscount[]; actions: DiscountActions }) {
  const money = useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS;
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="border-b border-slate-200 text-left text-xs font-medium uppercase tracking-wide text-slate-500">
          <tr>
            <th className="px-4 py-3">Code</th>
            <th className="px-4 py-3">Offer and dates</th>
            <th className="px-4 py-3">Status</th>
            {FIGURES.map((label) => (
              <th key={label} className="whitespace-nowrap px-4 py-3 text-right">
                {label}
              </th>
            ))}
            <th className="px-4 py-3">On</th>
            <th className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {discounts.map((discount) => (
            <tr key={discount.id} data-testid="discount-row">
              <td className="px-4 py-2">
                <DiscountCode code={discount.code} />
              </td>
              <td className="px-4 py-2">
                <p className="text-slate-700">{discountOffer(discount, money)}</p>
                <p className="text-slate-500">
                  {discountWindow(discount, money.locale)}
                  {discount.oncePerCustomer && " · once per customer"}
                </p>
              </td>
              <td className="px-4 py-2">
                <DiscountStateBadge discount={discount} />
              </td>
              {discountFigures(discount, money).map(({ label, value }) => (
                <td key={label} className="whitespace-nowrap px-4 py-2 text-right tabular-nums">
                  {value}
                </td>
              ))}
              <td className="px-4 py-2">
                <DiscountSwitch discount={discount} onToggle={actions.onToggle} />
              </td>
              <td className="px-2 py-2">
                <EditDeleteButtons
                  label={discount.code}
                  onEdit={() => actions.onEdit(discount)}
                  onDelete={() => actions.onDelete(discount)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
