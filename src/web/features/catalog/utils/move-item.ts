export type MoveDirection = "up" | "down";

/** The list with the item at `from` taken out and put back at `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item as T);
  return next;
}

/** Where one step `direction` takes the item at `from` in a list of `length`, or null past an end. */
export function stepTo(from: number, direction: MoveDirection, length: number): number | null {
  const to = direction === "up" ? from - 1 : from + 1;
  return to >= 0 && to < length ? to : null;
}
