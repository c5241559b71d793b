import { useQuery } from "@tanstack/react-query";
import { DollarSign, Package, ShoppingBag, Users } from "lucide-react";
import { formatMoney, US_DOLLARS } from "#contracts/money";
import type { TDashboardStats } from "#contracts/order-management";
import { Card } from "#web/components/ui/card";
import { merchantMoneyQueryOptions } from "#web/features/auth/api/get-user";
import { RevenueChart } from "./revenue-chart";

/** The spec's four figures, then what a merchant checks each morning: today, this week, the last 30 days. */
export function StatsCards({ stats }: { stats: TDashboardStats | undefined }) {
  const money = useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS;
  const figures = [
    { label: "Products", value: stats?.products, icon: Package },
    { label: "Orders", value: stats?.orders, icon: ShoppingBag },
    { label: "Revenue", value: stats && formatMoney(stats.revenue, money), icon: DollarSign },
    { label: "Customers", value: stats?.customers, icon: Users },
  ];
  return (
    <div className="grid gap-4">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Store figures">
        {figures.map(({ label, value, icon: Icon }) => (
          <li key={label}>
            <Card className="flex items-center gap-3 p-4">
              <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-blue-50 text-blue-700">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <span className="min-w-0">
                <span className="block text-sm text-slate-600">{label}</span>
                <span
                  className="block truncate text-xl font-bold tabular-nums"
                  data-testid={`stat-${label.toLowerCase()}`}
                >
                  {value ?? "…"}
                </span>
              </span>
            </Card>
          </li>
        ))}
      </ul>
      {stats && (
        <Card className="grid gap-3 p-4">
          <div className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
            <p>
              <span className="text-slate-600">Today: </span>
              <strong data-testid="today-orders">{stats.today.orders}</strong> orders,{" "}
              <strong>{formatMoney(stats.today.revenue, money)}</strong>
            </p>
            <p>
              <span className="text-slate-600">This week: </span>
              <strong>{stats.week.orders}</strong> orders,{" "}
              <strong>{formatMoney(stats.week.revenue, money)}</strong>
            </p>
          </div>
          <RevenueChart days={stats.revenueByDay} />
        </Card>
      )}
    </div>
  );
}
