import { useCallback, useSyncExternalStore } from "react";
import { type CartLine, cartKey, parseCart, saveCart, storedCartText } from "#web/lib/cart-storage";

/** What the server renders: it knows no browser storage. */
const NO_LINES: CartLine[] = [];

/**
 * Each store's cart as this page holds it, with the stored text it was read from or written as.
 * The page's lines stand while the stored text is the same, so a write storage refused still
 * changes the cart on this page; another tab's write (or cleared storage) is read anew.
 */
const held = new Map<string, { text: string | null; lines: CartLine[] }>();
const listeners = new Map<string, Set<() => void>>();

function currentLines(slug: string): CartLine[] {
  const text = storedCartText(slug);
  const hit = held.get(slug);
  if (hit && hit.text === text) return hit.lines;
  const lines = parseCart(text);
  held.set(slug, { text, lines });
  return lines;
}

function subscribe(slug: string, onChange: () => void) {
  const own = listeners.get(slug) ?? new Set();
  listeners.set(slug, own);
  own.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === cartKey(slug)) onChange();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    own.delete(onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * Applies a change and saves it. Returns false when storage refused the write: the cart still
 * changes on this page but would not survive a reload.
 */
function updateCart(slug: string, change: (lines: CartLine[]) => CartLine[]): boolean {
  const lines = currentLines(slug);
  const next = change(lines);
  if (next === lines) return true;
  const saved = saveCart(slug, next);
  held.set(slug, { text: storedCartText(slug), lines: next });
  for (const listener of listeners.get(slug) ?? []) listener();
  return saved;
}

/**
 * The store's cart, restored from browser storage and written back on every change; every
 * component showing it, and another tab, sees the same lines. Hydrating the server's HTML, it is
 * the server's empty cart (React renders with it for as long as that part of the page hydrates,
 * however late), then the stored one.
 */
export function useCart(slug: string) {
  const lines = useSyncExternalStore(
    useCallback((onChange: () => void) => subscribe(slug, onChange), [slug]),
    () => currentLines(slug),
    () => NO_LINES,
  );
  const update = useCallback((change: (lines: CartLine[]) => CartLine[]) => updateCart(slug, change), [slug]);
  return { lines, update };
}
