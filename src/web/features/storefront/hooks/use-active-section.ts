import { useCallback, useEffect, useRef, useState } from "react";
import { currentSection } from "../utils/scroll-spy";

/** A section becomes current once its top passes 40% of the screen's height. */
const READING_LINE = 0.4;
/** How long a tapped tab stays current if the browser never says the scroll ended (no `scrollend`). */
const PIN_FALLBACK_MS = 1000;

/**
 * Which of the sections with these DOM ids the shopper is reading (see `currentSection`). An
 * IntersectionObserver watching the band between the sticky bars (`topOffset`) and the reading
 * line says when to look again, so nothing runs on every scroll event. `pin` marks a tapped tab
 * current until its smooth scroll ends, so the tabs do not flicker through the sections passed.
 */
export function useActiveSection(ids: string[], topOffset: number) {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  const pinned = useRef(false);
  // The observer is rebuilt only when the list of sections really changes, not on every render.
  const idsKey = ids.join(" ");

  useEffect(() => {
    if (!idsKey) return;
    const sections = idsKey
      .split(" ")
      .map((id) => document.getElementById(id))
      .filter((section) => section !== null);
    const observer = new IntersectionObserver(
      () => {
        if (pinned.current) return;
        const tops = sections.map((s) => ({ id: s.id, top: s.getBoundingClientRect().top }));
        setActive(currentSection(tops, window.innerHeight * READING_LINE));
      },
      { rootMargin: `-${topOffset}px 0px -${(1 - READING_LINE) * 100}% 0px` },
    );
    for (const section of sections) observer.observe(section);
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
