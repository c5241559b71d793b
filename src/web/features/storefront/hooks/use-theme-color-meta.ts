import { useEffect } from "react";

/** Tints the phone's browser bar with the store's colour while the page is open. */
export function useThemeColorMeta(color: string | undefined) {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    if (!meta || !color) return;
    const previous = meta.content;
    meta.content = color;
    return () => {
      meta.content = previous;
    };
  }, [color]);
}
