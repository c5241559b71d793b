import { type Browser, chromium, type Page } from "playwright-core";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
}

/**
 * Collects console errors so a journey fails on any of them. A 401 from GET /api/user is how a
 * signed-out visitor is recognised (spec section 7), and the browser logs it; `allow` lists such
 * expected messages.
 */
export function watchConsole(page: Page, allow: RegExp[] = []) {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() !== "error") return;
    const text = msg.text();
    if (allow.some((re) => re.test(text))) return;
    errors.push(text);
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return errors;
}

export const EXPECTED_401 = /Failed to load resource: the server responded with a status of 401/;
export const EXPECTED_409 = /Failed to load resource: the server responded with a status of 409/;
