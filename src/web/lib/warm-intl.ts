/**
 * Has a worker load the browser's locale data while the page paints and its code loads, so the
 * first price, weekday or plural the app formats while hydrating does not (decision 0074). Costs
 * the main thread a worker's start (under a millisecond); where workers are missing or refused,
 * the first formatter loads the data as before.
 */
export function warmIntl(locales: readonly string[]) {
  if (typeof Worker === "undefined") return;
  try {
    new Worker(new URL("./warm-intl.worker.ts", import.meta.url), { type: "module" }).postMessage([
      ...new Set(locales.filter(Boolean)),
    ]);
  } catch {
    // A browser that refuses the worker (a policy): nothing is lost but the head start.
  }
}
