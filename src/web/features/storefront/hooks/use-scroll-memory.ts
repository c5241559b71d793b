import { useEffect } from "react";
import { useLocation } from "#web/lib/router";

/** Scroll positions by history entry, for this visit (the storefront chunk stays loaded). */
const positions = new Map<string, number>();

/**
 * Each history entry gets back the scroll position it had (back from a product page lands where
 * the shopper was); a new entry starts at the top. `ready`: the page's content is rendered.
 */
export function useScrollMemory(ready: boolean) {
  const { key } = useLocation();
  useEffect(() => {
    if (!ready) return;
    window.scrollTo({ top: positions.get(key) ?? 0 });
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener("scroll", remember, { passive: true });
    return () => window.removeEventListener("scroll", remember);
  }, [key, ready]);
}
