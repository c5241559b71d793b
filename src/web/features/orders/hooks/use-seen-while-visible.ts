import { useEffect } from "react";

/**
 * New orders count as seen while the merchant is looking (`looking`: the Orders tab, the kitchen's
 * queue) and the page is in sight: the count in the title and on the badge goes back to none.
 */
export function useSeenWhileVisible(looking: boolean, unseen: number, markSeen: () => void) {
  useEffect(() => {
    if (!looking || unseen === 0) return;
    const seeIfVisible = () => {
      if (!document.hidden) markSeen();
    };
    seeIfVisible();
    document.addEventListener("visibilitychange", seeIfVisible);
    return () => document.removeEventListener("visibilitychange", seeIfVisible);
  }, [looking, unseen, markSeen]);
}
