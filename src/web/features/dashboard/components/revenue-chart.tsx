import { useQuery } from "@tanstack/react-query";
import { formatMoney, toMinor, US_DOLLARS } from "#contracts/money";
import type { TDashboardStats } from "#contracts/order-management";
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
  const max = Math.max(1, ...minor);
  const width = 300;
  const height = 80;
  const barWidth = width / days.length;
  const total = minor.reduce((sum, m) => sum + m, 0);
  return (
    <figure className="grid gap-1">
      <figcaption className="flex justify-between text-sm text-slate-600">
        <span>Revenue, last 30 days</span>
        <span className="font-semibold text-slate-900">{formatMoney(total, money)}</span>
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-24 w-full" preserveAspectRatio="none" aria-hidden>
        {days.map((day, i) => {
          const h = minor[i]! === 0 ? 1 : Math.max(2, (minor[i]! / max) * (height - 4));
          return (
            <rect
              key={day.date}
              x={i * barWidth + 1}
              y={height - h}
              width={Math.max(1, barWidth - 2)}
              height={h}
              rx={1.5}
              className={minor[i]! === 0 ? "fill-slate-200" : "fill-blue-500"}
            >
              <title>{`${dayLabel(day.date, money.locale)}: ${formatMoney(day.revenue, money)}, ${day.orders} orders`}</title>
            </rect>
          );
        })}
      </svg>
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
