import { MAP_MESSAGES } from "#contracts/maps";
import { usePageLanguage } from "#web/lib/i18n/page-language";
import type { TileStatus } from "./load-leaflet";

const WORDS = {
  pin: { failed: MAP_MESSAGES.tilesFailedPin, off: MAP_MESSAGES.tilesOffPin },
  draw: { failed: MAP_MESSAGES.tilesFailedDraw, off: MAP_MESSAGES.tilesOffDraw },
};

/**
 * Over the bottom of a map whose images are missing (issue 42): says so, and what still works. It
 * takes no clicks, so the map under it still takes a pin or a drawing.
 */
export function TileNotice({ status, use }: { status: TileStatus; use: "pin" | "draw" }) {
  // A shopper's map reads in the page's language (the dashboard's words are English, as they came).
  const { said } = usePageLanguage();
  if (status !== "failed" && status !== "off") return null;
  return (
    <p
      role="status"
      data-testid="map-notice"
      className="pointer-events-none absolute inset-x-2 bottom-2 z-10 rounded-md bg-white/95 px-2 py-1 text-xs text-slate-800 shadow"
    >
      {said(WORDS[use][status])}
    </p>
  );
}
