import { useQuery } from "@tanstack/react-query";
import { ChevronRight } from "lucide-react";
import type { TCustomer } from "#contracts/customers";
import { formatMoney, US_DOLLARS } from "#contracts/money";
import { paths } from "#web/config/paths";
import { merchantMoneyQueryOptions } from "#web/features/auth/api/get-user";
import { Link } from "#web/lib/router";
import { cn } from "#web/lib/utils";
import { formatDay, ordersCountText } from "../utils/customer-format";

/** The customers on a phone: one card each, the whole card opening the customer's page. */
export function CustomerCards({
  customers,
  busy = false,
}: {
  customers: readonly TCustomer[];
  busy?: boolean;
}) {
  const money = useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS;
  return (
    <ul
      className={cn(
        "-mx-4 divide-y divide-slate-200 border-t border-slate-200 transition-opacity",
        busy && "opacity-60",
      )}
      aria-busy={busy}
    >
      {customers.map((customer) => (
        <li key={customer.id}>
          <Link
            to={paths.customer(customer.id)}
            className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50"
            data-testid="customer-card"
          >
            <div className="grid min-w-0 flex-1 gap-0.5">
              <p className="flex items-baseline justify-between gap-2">
                <span className="truncate font-medium text-blue-700">{customer.name}</span>
                <span className="shrink-0 font-medium tabular-nums">
                  {formatMoney(customer.totalSpent, money)}
                </span>
              </p>
              <p className="text-sm tabular-nums text-slate-600">{customer.phone}</p>
              {customer.address && <p className="truncate text-sm text-slate-500">{customer.address}</p>}
              <p className="text-xs text-slate-500">
                {ordersCountText(customer.ordersCount)} · first{" "}
                {formatDay(customer.firstOrderAt, money.locale)} · last{" "}
                {formatDay(customer.lastOrderAt, money.locale)}
              </p>
            </div>
            <ChevronRight className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
