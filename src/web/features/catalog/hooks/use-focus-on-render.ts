import { useEffect, useRef } from "react";

/**
 * Focuses a field that is not on screen yet (a row just added) once the next render has put it
 * there: call the returned function with the field's id before the change that adds it.
 */
export function useFocusOnRender() {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (!pending.current) return;
    document.getElementById(pending.current)?.focus();
    pending.current = null;
  });
  return (id: string) => {
    pending.current = id;
  };
}
