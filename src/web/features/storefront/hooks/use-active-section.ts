import { useCallback, useEffect, useRef, useState } from "react";
import { firstInOrder } from "../utils/scroll-spy";

/** How long a tapped tab stays current if the browser never says the scroll ended (no `scrollend`). */
const PIN_FALLBACK_MS = 1000;

/**
 * Which of the sections with these DOM ids the shopper is reading: the first one reaching into the
 * band between `topOffset` (the sticky bars) and the middle of the screen. `pin` marks a tapped
 * tab current until its smooth scroll ends, so the tabs do not flicker through every section the
 * scroll passes.
 */
export function useActiveSection(ids: string[], topOffset: number) {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  const pinned = useRef(false);
  // The observer is rebuilt only when the list of sections really changes, not on every render.
  const idsKey = ids.join(" ");

  useEffect(() => {
    if (!idsKey) return;
    const order = idsKey.split(" ");
    const inBand = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inBand.add(entry.target.id);
          else inBand.delete(entry.target.id);
        }
        const next = firstInOrder(order, inBand);
        if (next && !pinned.current) setActive(next);
      },
      { rootMargin: `-${topOffset}px 0px -50% 0px` },
    );
    for (const id of order) {
      const section = document.getElementById(id);
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [idsKey, topOffset]);

  const pin = useCallback((id: string) => {
    setActive(id);
    pinned.current = true;
    const release = () => {
      pinned.current = false;
      clearTimeout(timer);
      window.removeEventListener("scrollend", release);
    };
    const timer = setTimeout(release, PIN_FALLBACK_MS);
    window.addEventListener("scrollend", release);
  }, []);

  return { active: active && ids.includes(active) ? active : ids[0], pin };
}
