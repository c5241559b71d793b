import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser";
import { type RunningServer, startServer } from "./server";

/**
 * Starts the real server and Chromium once for the enclosing describe block and stops both after
 * it. Call it first in the block: its afterAll then runs last (hooks unwind in reverse).
 */
export function serverAndBrowser(env: Record<string, string> = {}) {
  const running = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    [running.server, running.browser] = await Promise.all([startServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.server?.stop();
  });
  return running;
}

/**
 * A page 390 × 844 wide (a phone), in its own browser context, for the enclosing describe block.
 * Call it after serverAndBrowser; read `phone.page` and `phone.context` inside tests and hooks.
 */
export function phonePage(running: { browser: Browser }) {
  const phone = {} as { context: BrowserContext; page: Page };
  beforeAll(async () => {
    phone.context = await running.browser.newContext({ viewport: { width: 390, height: 844 } });
    phone.page = await phone.context.newPage();
    phone.page.setDefaultTimeout(10_000);
  });
  afterAll(async () => {
    await phone.context?.close();
  });
  return phone;
}

/**
 * Waits until the app's code runs the page. A storefront page the server rendered shows (and holds
 * taps on its buttons) before then; a link followed before then is an ordinary page load.
 */
export const appReady = (page: Page) => page.locator("html[data-app-ready]").waitFor({ state: "attached" });
