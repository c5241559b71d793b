import { useCallback, useSyncExternalStore } from "react";
import { type CartLine, cartKey, parseCart, saveCart, storedCartText } from "#web/lib/cart-storage";

/** What the server renders: it knows no browser storage. */
const NO_LINES: CartLine[] = [];

/**
 * Each store's cart as this page holds it, with the stored text it was read from or written as and
 * the currency its prices were checked in.
 * The page's lines stand while the stored text is the same, so a write storage refused still
 * changes the cart on this page; another tab's write (or cleared storage) is read anew.
 */
const held = new Map<string, { text: string | null; currency: string; lines: CartLine[] }>();
const listeners = new Map<string, Set<() => void>>();

function currentLines(slug: string, currency: string): CartLine[] {
  const text = storedCartText(slug);
  const hit = held.get(slug);
  if (hit && hit.text === text && hit.currency === currency) return hit.lines;
  const parsed = parseCart(text, currency);
  // An empty cart is the server's own value, so hydrating a page with none re-renders nothing.
  const lines = parsed.length > 0 ? parsed : NO_LINES;
  held.set(slug, { text, currency, lines });
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
function updateCart(slug: string, currency: string, change: (lines: CartLine[]) => CartLine[]): boolean {
  const lines = currentLines(slug, currency);
  const next = change(lines);
  if (next === lines) return true;
  const saved = saveCart(slug, next);
  held.set(slug, { text: storedCartText(slug), currency, lines: next });
  for (const listener of listeners.get(slug) ?? []) listener();
  return saved;
}

/**
 * The store's cart, restored from browser storage and written back on every change; every
 * component showing it, and another tab, sees the same lines. Hydrating the server's HTML, it is
 * the server's empty cart (React renders with it for as long as that part of the page hydrates,
 * however late), then the stored one. `currency`: the store's (useStoreMoney), which its prices must fit.
 */
export function useCart(slug: string, currency: string) {
  const lines = useSyncExternalStore(
    useCallback((onChange: () => void) => subscribe(slug, onChange), [slug]),
    () => currentLines(slug, currency),
    () => NO_LINES,
  );
  const update = useCallback(
    (change: (lines: CartLine[]) => CartLine[]) => updateCart(slug, currency, change),
    [slug, currency],
  );
  return { lines, update };
}
