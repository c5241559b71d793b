import { LANGUAGES } from "#contracts/shopper-language";
import type { FirstScreenRenderer } from "#server/plugins/web-app";
import { HELD_TAPS_TAG } from "./held-taps";
import { keptWithAnswers } from "./kept-with-answers";
import type { PageData } from "./page-data";

/** What the web app's index.html holds for the app to render into (src/web/index.html). */
const ROOT = '<div id="root"></div>';
/** React writes the preloads of a screen's eager pictures ahead of the screen; they belong in the head. */
const LEADING_LINKS = /^(?:<link [^>]*\/>)+/;

export interface FirstScreen {
  /** The screen's HTML, for inside the root element. */
  body: string;
  /** Tags for the head: the preloads React asked for. */
  head: string;
}

/**
 * Storefront pages' first screens, rendered by the web build's server renderer and kept with the
 * cached answers they were made from (kept-with-answers.ts).
 */
export function firstScreens() {
  // One per language the page is read in.
  const kept = keptWithAnswers<Promise<FirstScreen | null>>(LANGUAGES.length);

  return (
    render: FirstScreenRenderer,
    json: string,
    data: PageData,
    language = "",
  ): Promise<FirstScreen | null> => {
    const hit = kept.get(data, language);
    if (hit) return hit;
    const screen = render(JSON.parse(json)).then((html) => {
      if (html === null) return null;
      const head = LEADING_LINKS.exec(html)?.[0] ?? "";
      return { head, body: html.slice(head.length) };
    });
    kept.set(data, screen, language);
    // A failed render is tried again on the next visit, not kept.
    screen.catch(() => kept.forget(data, screen, language));
    return screen;
  };
}

/**
 * The page with the screen inside its root element; unchanged when it has no empty root. Its code
 * then loads at low priority: the page reads without it, so the stylesheet and the screen's
 * pictures go first on a slow network, and the code that makes it interactive right after. Taps
 * on its buttons meanwhile are held (held-taps.ts), from the head's first line: a script after the
 * stylesheet would wait for it.
 */
export function withFirstScreen(html: string, screen: FirstScreen): string {
  if (!html.includes(ROOT)) return html;
  return html
    .replace(/<head>/i, (head) => `${head}${HELD_TAPS_TAG}`)
    .replace(ROOT, () => `<div id="root">${screen.body}</div>`)
    .replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ');
}
