const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat("en-US", {
        timeZone,
        weekday: "short",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      });
    } catch {
      // A name this browser does not know: UTC says the right instant in a clock the server also uses.
      return formatterFor("UTC");
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * "Tue 18:30": an instant (a slot's start, an order's `scheduledFor`) as the store's clock shows it,
 * the same words as the store's "Closed · opens Tue 09:00". The customer may be in another zone; the
 * store's time is the one the order is made for.
 */
export function storeDayTime(iso: string, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")} ${part("hour")}:${part("minute")}`;
}
