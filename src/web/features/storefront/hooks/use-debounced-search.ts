import { useCallback, useEffect, useState } from "react";

/** Search text as typed, and the text applied once typing has paused for `delayMs` (spec: 300 ms). */
export function useDebouncedSearch(delayMs = 300, initial = "") {
  const [text, setText] = useState(initial);
  const [applied, setApplied] = useState(initial);
  useEffect(() => {
    if (text === applied) return;
    const timer = setTimeout(() => setApplied(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, applied, delayMs]);
  /** Clears both at once (no 300 ms wait). */
  const reset = useCallback(() => {
    setText("");
    setApplied("");
  }, []);
  return { text, setText, applied, reset };
}
