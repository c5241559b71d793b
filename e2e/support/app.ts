import type { Page } from "@playwright/test";

/**
 * Waits until the app's code runs the page. A storefront page the server rendered shows (and holds
 * taps on its buttons) before then; a link followed before then is an ordinary page load.
 */
export const appReady = (page: Page) => page.locator("html[data-app-ready]").waitFor({ state: "attached" });

/**
 * A gate a test opens when it has seen what it waits for: a route held with it answers only then
 * (a slow network, without a fixed sleep that a slower machine would outrun).
 */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/** Holds the app's code back from `page` until the returned function is called. */
export async function holdAppCode(page: Page): Promise<() => void> {
  const code = gate();
  await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    await code.opened;
    await route.continue();
  });
  return code.open;
}
