import { useQuery } from "@tanstack/react-query";
import { formatMoney, toMinor, US_DOLLARS } from "#contracts/money";
import type { TDashboardStats } from "#contracts/order-management";
import { DayBarsSvg } from "#web/components/day-bars-svg";
import { merchantMoneyQueryOptions } from "#web/features/auth/api/get-user";

const dayLabel = (date: string, locale: string) =>
  new Date(`${date}T12:00:00`).toLocaleDateString(locale, { month: "short", day: "numeric" });

/**
 * Revenue per day for the last 30 days, as plain SVG bars (no chart library in the bundle). Each
 * bar has a title for hover and the figures are repeated in a table for screen readers.
 */
export function RevenueChart({ days }: { days: TDashboardStats["revenueByDay"] }) {
  const money = useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS;
  const minor = days.map((d) => toMinor(d.revenue, money.currency));
  const total = minor.reduce((sum, m) => sum + m, 0);
  return (
    <figure className="grid gap-1">
      <figcaption className="flex justify-between text-sm text-slate-600">
        <span>Revenue, last 30 days</span>
        <span className="font-semibold text-slate-900">{formatMoney(total, money)}</span>
      </figcaption>
      <DayBarsSvg
        bars={days.map((day, i) => ({
          key: day.date,
          value: minor[i]!,
          title: `${dayLabel(day.date, money.locale)}: ${formatMoney(day.revenue, money)}, ${day.orders} orders`,
        }))}
        height={80}
        className="h-24 w-full"
      />
      <div className="flex justify-between text-xs text-slate-500" aria-hidden>
        <span>{days[0] && dayLabel(days[0].date, money.locale)}</span>
        <span>Today</span>
      </div>
      <table className="sr-only">
        <caption>Revenue per day</caption>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{day.date}</th>
              <td>{formatMoney(day.revenue, money)}</td>
              <td>{day.orders} orders</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
