const WIDTH = 300;

/**
 * One bar per day as plain SVG (no chart library in the bundle), tallest for the largest value; a
 * day of nothing is a thin grey line. Each bar's title is read on hover; the screens that draw it
 * repeat the figures in a table for screen readers.
 */
export function DayBarsSvg({
  bars,
  height,
  className,
}: {
  bars: readonly { key: string; value: number; title: string }[];
  /** The drawing's own height, in its units (its width is 300). */
  height: number;
  /** Its size on the page (Tailwind: "h-16 w-full"). */
  className: string;
}) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const barWidth = WIDTH / Math.max(1, bars.length);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} className={className} preserveAspectRatio="none" aria-hidden>
      {bars.map((bar, i) => {
        const h = bar.value === 0 ? 1 : Math.max(2, (bar.value / max) * (height - 4));
        return (
          <rect
            key={bar.key}
            x={i * barWidth + 1}
            y={height - h}
            width={Math.max(1, barWidth - 2)}
            height={h}
            rx={1.5}
            className={bar.value === 0 ? "fill-slate-200" : "fill-blue-500"}
          >
            <title>{bar.title}</title>
          </rect>
        );
      })}
    </svg>
  );
}
