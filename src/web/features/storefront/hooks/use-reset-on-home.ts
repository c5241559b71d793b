import { useEffect, useRef } from "react";
import type { MicrositeView } from "./use-microsite-nav";

/**
 * Runs `reset` on the way into home from another view (spec section 4: going home clears the
 * category, the search and the filters). Only on the way in: a search typed on home itself survives
 * a trip to a product page and back, which mounts the microsite at home again.
 */
export function useResetOnHome(view: MicrositeView, reset: () => void) {
  const previousView = useRef(view);
  useEffect(() => {
    if (view === "home" && previousView.current !== "home") reset();
    previousView.current = view;
  }, [view, reset]);
}
