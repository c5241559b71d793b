/**
 * "Nov 22, 2026, 3:04 PM" on the store's clock (its time zone from the trading settings), as the
 * export's times are; the viewer's own zone until that is known.
 */
export const formatStoreTime = (iso: string, timeZone: string | null, locale: string) =>
  new Date(iso).toLocaleString(locale, {
    dateStyle: "medium",
    timeStyle: "short",
    ...(timeZone ? { timeZone } : {}),
  });
