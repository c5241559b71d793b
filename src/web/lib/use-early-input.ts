import { type RefObject, useEffect } from "react";

/**
 * What the shopper typed or picked in a server-rendered field before the app took the page over.
 * React keeps it on screen but starts the field's state from the server's value, so the search would
 * not run until the next keystroke: the field's value is handed to `onChange` once, on mount. (On a
 * page the browser rendered, the field holds the state's value and nothing happens.)
 */
export function useEarlyInput(
  ref: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  value: string,
  onChange: (value: string) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after taking the page over
  useEffect(() => {
    const early = ref.current?.value;
    if (early !== undefined && early !== value) onChange(early);
  }, []);
}
