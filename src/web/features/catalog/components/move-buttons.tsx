import { ChevronDown, ChevronUp } from "lucide-react";
import { type RefObject, useLayoutEffect, useRef } from "react";
import { Button } from "#web/components/ui/button";
import { cn } from "#web/lib/utils";
import type { MoveDirection } from "../utils/move-item";

const MOVES = [
  { direction: "up", Icon: ChevronUp },
  { direction: "down", Icon: ChevronDown },
] as const;
const TWIN = { up: "down", down: "up" } as const;

/** Which item was just moved, and by which button: that button takes focus in the item's new place. */
export type FocusAfterMove = RefObject<{ id: string; direction: MoveDirection } | null>;

/**
 * Move up / Move down: the keyboard's (and a phone's) way to reorder a list (categories, option
 * groups, options). After a move the pressed button has focus again in the item's new place, or its
 * twin when the item reached an end: React may re-insert the moved node, which loses focus.
 */
export function MoveButtons({
  id,
  name,
  index,
  count,
  onMove,
  focusAfterMove,
  describedBy,
  className,
  buttonClassName = "h-8 w-8",
}: {
  id: string;
  /** What the buttons move, in their names: "Move {name} up". */
  name: string;
  index: number;
  count: number;
  onMove: (direction: MoveDirection) => void;
  focusAfterMove: FocusAfterMove;
  describedBy?: string;
  className?: string;
  buttonClassName?: string;
}) {
  const buttons = { up: useRef<HTMLButtonElement>(null), down: useRef<HTMLButtonElement>(null) };
  // A button at the list's end is disabled: the first item cannot move up, the last one down.
  const atEnd = { up: index === 0, down: index === count - 1 };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the item's place changes
  useLayoutEffect(() => {
    const pending = focusAfterMove.current;
    if (pending?.id !== id) return;
    focusAfterMove.current = null;
    const { direction } = pending;
    buttons[atEnd[direction] ? TWIN[direction] : direction].current?.focus();
  }, [index]);

  return (
    <div className={cn("flex", className)}>
      {MOVES.map(({ direction, Icon }) => (
        <Button
          key={direction}
          ref={buttons[direction]}
          variant="ghost"
          size={null}
          className={`${buttonClassName} text-sm`}
          aria-label={`Move ${name} ${direction}`}
          aria-describedby={describedBy}
          disabled={atEnd[direction]}
          onClick={() => onMove(direction)}
        >
          <Icon aria-hidden />
        </Button>
      ))}
    </div>
  );
}
