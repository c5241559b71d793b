import { ChevronDown, ChevronUp } from "lucide-react";
import { type RefObject, useLayoutEffect, useRef } from "react";
import { Button } from "#web/components/ui/button";
import type { MoveDirection } from "../hooks/use-category-order";

/** The id of the hint that tells keyboard users about Alt+Arrow keys (rendered once by the list). */
export const CATEGORY_ORDER_HINT_ID = "category-order-hint";

/**
 * Move up / Move down: the keyboard's (and a phone's) way to reorder. After a move the pressed
 * button has focus again in the card's new place, or its twin when the card reached an end.
 */
export function CategoryOrderButtons({
  id,
  name,
  index,
  count,
  onMove,
  focusAfterMove,
}: {
  id: string;
  name: string;
  index: number;
  count: number;
  onMove: (direction: MoveDirection) => void;
  focusAfterMove: RefObject<{ id: string; direction: MoveDirection } | null>;
}) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const first = index === 0;
  const last = index === count - 1;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the card's place changes
  useLayoutEffect(() => {
    const pending = focusAfterMove.current;
    if (pending?.id !== id) return;
    focusAfterMove.current = null;
    const wanted = pending.direction === "up" ? (first ? down : up) : last ? up : down;
    wanted.current?.focus();
  }, [index]);

  return (
    <div className="-mb-1 -mr-2 flex">
      <Button
        ref={up}
        variant="ghost"
        size="icon"
        className="h-8 w-8"
        aria-label={`Move ${name} up`}
        aria-describedby={CATEGORY_ORDER_HINT_ID}
        disabled={first}
        onClick={() => onMove("up")}
      >
        <ChevronUp aria-hidden />
      </Button>
      <Button
        ref={down}
        variant="ghost"
        size="icon"
        className="h-8 w-8"
        aria-label={`Move ${name} down`}
        aria-describedby={CATEGORY_ORDER_HINT_ID}
        disabled={last}
        onClick={() => onMove("down")}
      >
        <ChevronDown aria-hidden />
      </Button>
    </div>
  );
}
