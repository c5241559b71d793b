/** The longest hydration waits for the warm-up: a worker that never answers delays nothing more. */
const LONGEST_WAIT_MS = 400;

let warm: Promise<void> = Promise.resolve();

/**
 * Has a worker load the browser's locale data while the page paints and its code loads, so the
 * first price, weekday or plural the app formats while hydrating does not (decision 0074). Costs
 * the main thread a worker's start (under a millisecond); where workers are missing or refused,
 * the first formatter loads the data as before.
 */
export function warmIntl(locales: readonly string[]) {
  if (typeof Worker === "undefined") return;
  try {
    const worker = new Worker(new URL("./warm-intl.worker.ts", import.meta.url), { type: "module" });
    warm = new Promise<void>((resolve) => {
      worker.addEventListener("message", () => resolve());
      worker.addEventListener("error", () => resolve());
      setTimeout(resolve, LONGEST_WAIT_MS);
    });
    worker.postMessage([...new Set(locales.filter(Boolean))]);
  } catch {
    // A browser that refuses the worker (a policy): nothing is lost but the head start.
  }
}

/**
 * Resolves once the worker has loaded the locale data (or has failed, or took too long): a
 * hydration that started before would load the data itself, on the main thread, or wait on it.
 */
export const whenIntlWarm = (): Promise<void> => warm;
