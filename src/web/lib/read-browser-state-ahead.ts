import { browserCartStore } from "./cart-storage";

/**
 * Reads the page's cookies, and its localStorage when the screen shows a cart, once, so that the
 * browser has them in hand before the hydration reads them (the page's language, the stored cart).
 * Each is fetched from another of the browser's processes on its first read while the page waits:
 * 4 to 16 ms for localStorage at no slowdown on these machines, all of it counted, and multiplied,
 * in the task that reads first (decision 0061). Called in a task of its own; later reads are local.
 */
export function readBrowserStateAhead({ cart }: { cart: boolean }) {
  void document.cookie;
  if (!cart) return;
  try {
    // Any key: the first read brings the whole area in.
    browserCartStore()?.getItem("");
  } catch {
    // Storage blocked: the cart's own read says so.
  }
}
