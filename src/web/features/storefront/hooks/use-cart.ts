import { useCallback, useEffect, useRef, useState } from "react";
import { type CartLine, cartKey, loadCart, saveCart } from "#web/lib/cart-storage";
import { hydration } from "#web/lib/hydration";

/**
 * The store's cart, restored from browser storage and written back on every change. Another tab
 * changing the same cart is picked up through the storage event.
 * Hydrating the server's HTML, it starts empty as the server rendered it, and its effect reads the
 * stored cart right after.
 */
export function useCart(slug: string) {
  const [lines, setLines] = useState<CartLine[]>(() => (hydration.active ? [] : loadCart(slug)));
  const current = useRef(lines);

  useEffect(() => {
    const reload = () => {
      current.current = loadCart(slug);
      setLines(current.current);
    };
    reload();
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === cartKey(slug)) reload();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [slug]);

  /**
   * Applies a change and saves it. Returns false when storage refused the write: the cart still
   * changes on this page but would not survive a reload.
   */
  const update = useCallback(
    (change: (lines: CartLine[]) => CartLine[]): boolean => {
      const next = change(current.current);
      if (next === current.current) return true;
      current.current = next;
      setLines(next);
      return saveCart(slug, next);
    },
    [slug],
  );

  return { lines, update };
}
