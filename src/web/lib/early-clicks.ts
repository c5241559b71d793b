import { HELD_TAPS_GLOBAL } from "#contracts/storefront-pages";

/**
 * A server-rendered page shows its buttons and options before the app's code has loaded; a tap on
 * one then would do nothing (or tick an option the app does not know of), and the shopper would
 * think the page broken. The page's HTML holds such taps from the moment it is parsed (an inline
 * script the server writes: server/pages/held-taps.ts), and once the app has hydrated the page it
 * gives each tap again to its element (hydration keeps the server's elements). Links need no help:
 * they work without the code.
 */
interface HeldTaps {
  /** Stops holding taps and returns those held, in order. */
  release(): Element[];
}

export function replayHeldClicks() {
  const holder = window as unknown as Record<typeof HELD_TAPS_GLOBAL, HeldTaps | undefined>;
  const held = holder[HELD_TAPS_GLOBAL];
  if (!held) return;
  delete holder[HELD_TAPS_GLOBAL];
  clickOneATask(held.release());
}

/**
 * Gives held taps to their elements, the first now and each next one in a task of its own, as a
 * shopper's own taps come: React commits a tap's update after its event, so taps given in one loop
 * all saw the first state (three taps on "+" counted one). An element gone meanwhile is skipped.
 */
export function clickOneATask(taps: Element[]) {
  const next = () => {
    const tap = taps.shift();
    if (!tap) return;
    if (tap.isConnected) (tap as HTMLElement).click();
    setTimeout(next);
  };
  next();
}
