import type { Browser } from "playwright-core";
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
