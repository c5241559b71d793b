import { formatShortDay } from "../utils/admin-format";

/**
 * A number per day as plain SVG bars (no chart library), with a title on each bar for hover and the
 * figures again in a table for screen readers.
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
  const max = Math.max(1, ...days.map((day) => day.value));
  const width = 300;
  const height = 64;
  const barWidth = width / Math.max(1, days.length);
  return (
    <figure className="grid gap-1">
      <figcaption className="flex justify-between gap-2 text-sm text-slate-600">
        <span>{title}</span>
        <span className="font-semibold text-slate-900">{total}</span>
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-16 w-full" preserveAspectRatio="none" aria-hidden>
        {days.map((day, i) => {
          const h = day.value === 0 ? 1 : Math.max(2, (day.value / max) * (height - 4));
          return (
            <rect
              key={day.date}
              x={i * barWidth + 1}
              y={height - h}
              width={Math.max(1, barWidth - 2)}
              height={h}
              rx={1.5}
              className={day.value === 0 ? "fill-slate-200" : "fill-blue-500"}
            >
              <title>{`${formatShortDay(day.date)}: ${say(day.value)}`}</title>
            </rect>
          );
        })}
      </svg>
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
