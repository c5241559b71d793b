import { DayBarsSvg } from "#web/components/day-bars-svg";
import { formatShortDay } from "../utils/admin-format";

/**
 * A number per day as bars, with the figures again in a table for screen readers.
 */
export function DayBars({
  title,
  days,
  total,
  say,
}: {
  title: string;
  days: readonly { date: string; value: number }[];
  /** What the period came to, as written beside the title. */
  total: string;
  /** A day's figure in words: "3 orders". */
  say: (value: number) => string;
}) {
  return (
    <figure className="grid gap-1">
      <figcaption className="flex justify-between gap-2 text-sm text-slate-600">
        <span>{title}</span>
        <span className="font-semibold text-slate-900">{total}</span>
      </figcaption>
      <DayBarsSvg
        bars={days.map((day) => ({
          key: day.date,
          value: day.value,
          title: `${formatShortDay(day.date)}: ${say(day.value)}`,
        }))}
        height={64}
        className="h-16 w-full"
      />
      {days.length > 0 && (
        <div className="flex justify-between text-xs text-slate-500" aria-hidden>
          <span>{formatShortDay(days[0]!.date)}</span>
          <span>{formatShortDay(days[days.length - 1]!.date)}</span>
        </div>
      )}
      <table className="sr-only">
        <caption>{title} per day</caption>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{day.date}</th>
              <td>{say(day.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
