/** The longest the app's code waits for the first screen to paint (a picture that never loads). */
const LONGEST_WAIT_MS = 2500;

/** Once the browser reports a paint entry of `type` (named `name`, if given): it is on the screen. */
const painted = (type: "paint" | "largest-contentful-paint", name?: string) =>
  new Promise<void>((resolve) => {
    if (typeof PerformanceObserver === "undefined") return resolve();
    const observer = new PerformanceObserver((list) => {
      if (name && !list.getEntries().some((entry) => entry.name === name)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type, buffered: true });
  });

const loaded = (image: HTMLImageElement) =>
  image.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        image.addEventListener("load", () => resolve(), { once: true });
        image.addEventListener("error", () => resolve(), { once: true });
      });

/**
 * Resolves once the server-rendered first screen is on the screen: its first paint, and its lead
 * pictures (those the server marked `fetchpriority="high"`) loaded and painted. Until then the
 * app's code would only compete with them for the network and the processor. A page in the
 * background paints nothing: it waits at most LONGEST_WAIT_MS.
 */
export function firstScreenPainted(): Promise<void> {
  const lead = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  const onScreen = (async () => {
    await painted("paint", "first-contentful-paint");
    if (lead.length === 0) return;
    await Promise.all(lead.map(loaded));
    // A picture paints in the frame after it loads; the largest-paint entry comes once it has.
    await Promise.race([painted("largest-contentful-paint"), nextFrame()]);
  })();
  return Promise.race([onScreen, new Promise<void>((resolve) => setTimeout(resolve, LONGEST_WAIT_MS))]);
}

/** After the next frame has been drawn: a task queued from the frame's callback runs after it. */
const nextFrame = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
  );
