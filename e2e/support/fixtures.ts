import { type BrowserContextOptions, test as base, type Page } from "@playwright/test";
import { ConsoleWatcher, statusError } from "./console";
import { copyOfTemplate, type DataTemplate, type RunningServer, startServer } from "./server";

interface Options {
  /** The data the test's server starts with: the three demo stores (default) or none. */
  data: DataTemplate;
  /** Settings for the test's server, on top of the test defaults (serverEnv in server.ts). */
  serverEnv: Record<string, string>;
  /**
   * Response statuses the browser may log as errors in this test (401: GET /api/user while signed
   * out, say); other messages a test provokes it allows at that step (`consoleErrors.allow`).
   * Numbers, not patterns: Playwright reads an option's two-item array whose second item is an
   * object (a RegExp is one) as a value and its options.
   */
  expectedStatuses: number[];
}

interface Fixtures {
  /** The test's own server, on its own copy of the `data` template; stopped after the test. */
  server: RunningServer;
  /** Fails the test on any console error or uncaught page error of the pages it watches. */
  consoleErrors: ConsoleWatcher;
  /**
   * A page in a new browser context (another visitor: the merchant beside the customer), with the
   * test's base URL and console watch; `options` overrides the context's (its viewport, say).
   */
  openPage: (options?: BrowserContextOptions) => Promise<Page>;
}

export const test = base.extend<Options & Fixtures>({
  data: ["demo", { option: true }],
  serverEnv: [{}, { option: true }],
  expectedStatuses: [[], { option: true }],

  server: async ({ data, serverEnv }, use, testInfo) => {
    const server = await startServer(serverEnv, { dataDir: copyOfTemplate(data) });
    await use(server);
    await server.stop();
    if (testInfo.status !== testInfo.expectedStatus && server.output()) {
      await testInfo.attach("server output", { body: server.output(), contentType: "text/plain" });
    }
  },
  baseURL: async ({ server }, use) => {
    await use(server.baseUrl);
  },

  consoleErrors: async ({ expectedStatuses }, use) => {
    const watcher = new ConsoleWatcher(expectedStatuses.map(statusError));
    await use(watcher);
    watcher.expectNone();
  },
  page: async ({ page, consoleErrors }, use) => {
    consoleErrors.watch(page);
    await use(page);
  },
  openPage: async ({ browser, baseURL, consoleErrors }, use) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: 390, height: 844 },
        ...options,
      });
      contexts.push(context);
      const page = await context.newPage();
      consoleErrors.watch(page);
      return page;
    });
    for (const context of contexts) await context.close();
  },
});

export { expect } from "@playwright/test";

/** A desktop screen, for `test.use({ viewport: DESKTOP })` or `openPage({ viewport: DESKTOP })`. */
export const DESKTOP = { width: 1280, height: 900 };
