import { formatMoney } from "#contracts/money";
import type { TPlacedOrderItem } from "#contracts/orders";
import { describeChoice } from "#contracts/product-options";
import { useStoreMoney } from "../hooks/use-store-money";

export type OrderItem = Pick<
  TPlacedOrderItem,
  "productName" | "quantity" | "unitPrice" | "lineTotal" | "options"
>;

/**
 * A placed order's items as the success screen and the tracking page list them, in the server's
 * order (the cart's): quantity, name, the choices as they were ordered (issue 28: "Size: Large ·
 * Extra: Cheese") and the line's total as the server gives it (issue 42: the checkout's, the
 * mails' and the ticket's).
 */
export function OrderItems({ items }: { items: OrderItem[] }) {
  const money = useStoreMoney();
  return (
    <ul className="grid gap-1 text-sm">
      {items.map((item) => {
        const choice = describeChoice(item.options);
        return (
          <li key={`${item.productName}|${choice}|${item.unitPrice}`} className="flex justify-between gap-3">
            <span dir="auto" className="min-w-0">
              {item.quantity} × {item.productName}
              {choice && (
                <span className="block text-slate-500" data-testid="item-choice">
                  {choice}
                </span>
              )}
            </span>
            <span className="tabular-nums">{formatMoney(item.lineTotal, money)}</span>
          </li>
        );
      })}
    </ul>
  );
}
