/** "Nov 22, 2026, 3:04 PM" in the viewer's own time zone: when something happened. */
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
