import { type Browser, chromium } from "playwright-core";

/** Debian's Chromium (never a downloaded browser), and the flags it runs with on a closed network. */
export const chromiumPath = () => process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Chromium outside the test runner (the Lighthouse bench). */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
