/**
 * Loads the browser's locale data (ICU) on a thread of its own (decision 0074): the first
 * formatter a page builds pays for it, 30 to 120 ms on the main thread of a desktop, several times
 * that on a low-end phone's, and the data is the process's, shared by every thread once loaded. Builds
 * one of each kind of formatter the storefront uses, in each locale it is sent, says so, then ends.
 */
addEventListener("message", ({ data }: MessageEvent<unknown>) => {
  const locales = Array.isArray(data) ? data.filter((l): l is string => typeof l === "string") : [];
  for (const locale of locales) {
    try {
      Intl.NumberFormat.supportedLocalesOf(locale);
      new Intl.NumberFormat(locale, { style: "currency", currency: "USD" }).format(1);
      new Intl.DateTimeFormat(locale, { weekday: "short", hour: "numeric", timeZone: "UTC" }).format(0);
      new Intl.PluralRules(locale).select(1);
      new Intl.Locale(locale).maximize();
    } catch {
      // A tag the browser does not know: the page's own formatters say so, not this warm-up.
    }
  }
  // Done: the page's hydration waits for this (warm-intl.ts).
  postMessage("warm");
  close();
});
