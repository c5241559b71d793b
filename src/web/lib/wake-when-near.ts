import { clickOneATask } from "./early-clicks";

/** How far ahead of the screen a waiting part starts to hydrate: a screen's height, above and below. */
const NEAR = "100% 0px";

/** The elements a tap on a server-rendered part may be meant for: what its hydration makes live. */
const TAPPABLE = "a, button, input, select, textarea, summary, label";

export interface NearWatch {
  /** Gives the taps held meanwhile to their elements, one a task, and stops watching. */
  release(): void;
  /** Stops watching and forgets the taps held (the part is gone). */
  stop(): void;
}

/**
 * Watches a part's server-rendered element until it is worth hydrating: `wake` is called once the
 * element comes within a screen of the visible page, or is pointed at, focused or tapped
 * (decision 0061). Until `release`, a tap on one of its links or buttons is held, as the page's
 * held taps are before the app runs (early-clicks.ts): the element has no handlers yet, and a link
 * would leave the app. Without IntersectionObserver, it wakes at once.
 */
export function wakeWhenNear(element: Element, wake: () => void): NearWatch {
  let held: HTMLElement[] = [];
  const observer =
    typeof IntersectionObserver === "function"
      ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), {
          rootMargin: NEAR,
        })
      : null;
  if (observer) observer.observe(element);
  else wake();
  const hold = (event: Event) => {
    const tapped = (event.target as Element | null)?.closest?.(TAPPABLE);
    if (!(tapped instanceof HTMLElement) || !element.contains(tapped)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(tapped);
    wake();
  };
  const touched = () => wake();
  element.addEventListener("click", hold, true);
  for (const type of ["pointerdown", "focusin"]) element.addEventListener(type, touched, true);
  const stop = () => {
    observer?.disconnect();
    element.removeEventListener("click", hold, true);
    for (const type of ["pointerdown", "focusin"]) element.removeEventListener(type, touched, true);
  };
  return {
    release() {
      stop();
      const taps = held;
      held = [];
      // After the part's latest render, which its hydration may have scheduled.
      setTimeout(() => clickOneATask(taps));
    },
    stop() {
      stop();
      held = [];
    },
  };
}
