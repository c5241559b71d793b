import { createHash } from "node:crypto";
import { HELD_TAPS_GLOBAL } from "#contracts/storefront-pages";

/**
 * Holds taps on a server-rendered page's buttons, radio buttons and checkboxes until the app has
 * hydrated it, which then gives them again (src/web/lib/early-clicks.ts). A tick let through would
 * stay on screen but not in the app's state (hydration keeps the server's `checked`), so the page
 * would show one choice and add another; held, the tick is undone until the app can take it.
 * Inline in the head, so it holds from the first paint: the app's own entry runs only after the
 * stylesheet and its own download. Plain ES5, no state beyond `window[HELD_TAPS_GLOBAL]`.
 */
export const HELD_TAPS_SCRIPT =
  '(function(){var t=[];function h(e){var b=e.target&&e.target.closest&&e.target.closest("#root button,#root input[type=radio],#root input[type=checkbox]");' +
  "if(b){e.preventDefault();e.stopPropagation();t.push(b)}}" +
  'document.addEventListener("click",h,true);' +
  `window.${HELD_TAPS_GLOBAL}={release:function(){document.removeEventListener("click",h,true);return t}}})()`;

/** The Content-Security-Policy source that lets this one inline script run, and no other. */
export const HELD_TAPS_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(HELD_TAPS_SCRIPT).digest("base64")}'`;

export const HELD_TAPS_TAG = `<script>${HELD_TAPS_SCRIPT}</script>`;
