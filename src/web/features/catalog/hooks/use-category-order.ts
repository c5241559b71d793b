import { type DragEvent, type KeyboardEvent, useRef, useState } from "react";
import type { TCategory } from "#contracts/catalog";
import { toastOutcome } from "#web/lib/mutation-toasts";
import { useReorderCategories } from "../api/reorder-categories";
import { type MoveDirection, moveItem } from "../utils/move-item";

/**
 * Reordering the category cards: by dragging a card's handle onto another card (HTML drag and
 * drop, no library), or from the keyboard with the Move up / Move down buttons or Alt+Arrow Up /
 * Down anywhere in a card. Each move is saved at once and announced to screen readers.
 */
export function useCategoryOrder(categories: TCategory[]) {
  // A refused move is put back by the hook; this says why.
  const reorder = useReorderCategories(toastOutcome(null, "Error updating category"));
  const [announcement, setAnnouncement] = useState("");
  const [dragging, setDragging] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  // The button that moved a card keeps focus after the card has moved (React may re-insert the node).
  const focusAfterMove = useRef<{ id: string; direction: MoveDirection } | null>(null);

  const moveTo = (id: string, to: number) => {
    const from = categories.findIndex((c) => c.id === id);
    if (from < 0 || to < 0 || to >= categories.length || to === from) return false;
    reorder.mutate(moveItem(categories, from, to));
    setAnnouncement(`${categories[from]!.name} moved to position ${to + 1} of ${categories.length}.`);
    return true;
  };

  const moveBy = (id: string, direction: MoveDirection) => {
    const from = categories.findIndex((c) => c.id === id);
    if (moveTo(id, direction === "up" ? from - 1 : from + 1)) focusAfterMove.current = { id, direction };
  };

  const endDrag = () => {
    setDragging(null);
    setDropTarget(null);
  };

  /** Props for one card's list item: a drop target, and Alt+Arrow keys. */
  const itemProps = (category: TCategory) => ({
    onKeyDown: (event: KeyboardEvent) => {
      if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
      event.preventDefault();
      moveBy(category.id, event.key === "ArrowUp" ? "up" : "down");
    },
    onDragOver: (event: DragEvent) => {
      if (!dragging) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
      setDropTarget(category.id);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragging) {
        moveTo(
          dragging,
          categories.findIndex((c) => c.id === category.id),
        );
      }
      endDrag();
    },
  });

  /** Props for a card's drag handle; the whole card is what the pointer carries. */
  const handleProps = (category: TCategory) => ({
    draggable: true,
    onDragStart: (event: DragEvent<HTMLElement>) => {
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData("text/plain", category.name);
      const card = event.currentTarget.closest("li");
      if (card) event.dataTransfer.setDragImage(card, 24, 24);
      setDragging(category.id);
    },
    onDragEnd: endDrag,
  });

  return { announcement, dragging, dropTarget, moveBy, itemProps, handleProps, focusAfterMove };
}
