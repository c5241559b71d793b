/**
 * "Nov 22, 2026, 3:04 PM" in the viewer's own time zone, in the store's formats (a US store's; "22
 * Nov 2026, 15:04" in Britain, decision 0067): when something happened.
 */
export const formatDateTime = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" });
