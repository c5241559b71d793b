import { ChevronDown, ChevronUp } from "lucide-react";
import { type RefObject, useLayoutEffect, useRef } from "react";
import { Button } from "#web/components/ui/button";
import type { MoveDirection } from "../hooks/use-category-order";

/** The id of the hint that tells keyboard users about Alt+Arrow keys (rendered once by the list). */
export const CATEGORY_ORDER_HINT_ID = "category-order-hint";

const MOVES = [
  { direction: "up", Icon: ChevronUp },
  { direction: "down", Icon: ChevronDown },
] as const;
const TWIN = { up: "down", down: "up" } as const;

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
  const buttons = { up: useRef<HTMLButtonElement>(null), down: useRef<HTMLButtonElement>(null) };
  // A button at the list's end is disabled: the first card cannot move up, the last one down.
  const atEnd = { up: index === 0, down: index === count - 1 };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the card's place changes
  useLayoutEffect(() => {
    const pending = focusAfterMove.current;
    if (pending?.id !== id) return;
    focusAfterMove.current = null;
    const { direction } = pending;
    buttons[atEnd[direction] ? TWIN[direction] : direction].current?.focus();
  }, [index]);

  return (
    <div className="-mb-1 -mr-2 flex">
      {MOVES.map(({ direction, Icon }) => (
        <Button
          key={direction}
          ref={buttons[direction]}
          variant="ghost"
          size={null}
          className="h-8 w-8 text-sm"
          aria-label={`Move ${name} ${direction}`}
          aria-describedby={CATEGORY_ORDER_HINT_ID}
          disabled={atEnd[direction]}
          onClick={() => onMove(direction)}
        >
          <Icon aria-hidden />
        </Button>
      ))}
    </div>
  );
}
