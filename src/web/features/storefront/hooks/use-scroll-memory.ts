import { useEffect } from "react";
import { useLocation } from "#web/lib/router";

/** Scroll positions by history entry, for this visit (the storefront chunk stays loaded). */
const positions = new Map<string, number>();

/**
 * Each history entry gets back the scroll position it had (back from a product page lands where
 * the shopper was); a new entry starts at the top. The visit's first entry stays where the browser
 * put it: a page the server rendered may have been scrolled (and tapped) before the app took it
 * over, and moving it then would move the button under the shopper's finger. `ready`: the page's
 * content is rendered.
 */
export function useScrollMemory(ready: boolean) {
  const { key } = useLocation();
  useEffect(() => {
    if (!ready) return;
    const remembered = positions.get(key);
    if (remembered !== undefined) window.scrollTo({ top: remembered });
    else if (key !== "default") window.scrollTo({ top: 0 });
    positions.set(key, window.scrollY);
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener("scroll", remember, { passive: true });
    return () => window.removeEventListener("scroll", remember);
  }, [key, ready]);
}
