import { type BrowserContextOptions, test as base, expect, type Page } from "@playwright/test";
import { ConsoleWatcher, statusError } from "./console";
import { type DataTemplate, startOnTemplate } from "./data-templates";
import type { RunningServer } from "./server";

interface Options {
  /** The data the test's server starts with: the four demo stores (default) or none. */
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
  /**
   * The test's own server, on its own copy of the `data` template (a PostgreSQL database when
   * DATABASE_URL is set, decision 0063); ended (SIGKILL) and its copy dropped after the test.
   */
  server: RunningServer;
  /** Fails the test on any console error or uncaught page error of the pages it watches. */
  consoleErrors: ConsoleWatcher;
  /**
   * A page in a new browser context (another visitor: the merchant beside the customer), with the
   * test's base URL and console watch; `options` overrides the context's (its viewport, say).
   */
  openPage: (options?: BrowserContextOptions) => Promise<Page>;
}

interface WorkerFixtures {
  /**
   * One server on a copy of the demo template for the worker's read-only tests (`readOnlyTest`),
   * started when the first of them asks for it and stopped with the worker (decision 0051).
   */
  sharedDemoServer: RunningServer;
}

export const test = base.extend<Options & Fixtures, WorkerFixtures>({
  sharedDemoServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const server = await startOnTemplate("demo");
      await use(server);
      await server.discard();
    },
    { scope: "worker" },
  ],
  data: ["demo", { option: true }],
  serverEnv: [{}, { option: true }],
  expectedStatuses: [[], { option: true }],

  server: async ({ data, serverEnv }, use, testInfo) => {
    const server = await startOnTemplate(data, serverEnv);
    await use(server);
    // Its copy of the data is thrown away: no graceful shutdown to wait for (decision 0060).
    await server.discard();
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

/** The methods that change nothing on the server. */
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * For a test that changes nothing on the server (no order, no sign-in, no setting; its cart lives
 * in the browser): it runs on its worker's shared demo server instead of starting one of its own
 * (decision 0051). The demo data, the server's default settings; a page of the test that sends
 * anything but a read to the server fails it, so a test that starts writing must move back to
 * `test`. Tests on other servers cannot see it, and the next read-only test sees what it saw.
 */
export const readOnlyTest = test.extend({
  server: async ({ sharedDemoServer }, use, testInfo) => {
    await use(sharedDemoServer);
    if (testInfo.status !== testInfo.expectedStatus && sharedDemoServer.output()) {
      const body = sharedDemoServer.output();
      await testInfo.attach("shared server output", { body, contentType: "text/plain" });
    }
  },
  consoleErrors: async ({ consoleErrors, baseURL }, use) => {
    const writes: string[] = [];
    const watch = consoleErrors.watch.bind(consoleErrors);
    // Every page the test watches (its `page` and `openPage()`'s) is also watched for writes.
    consoleErrors.watch = (page: Page) => {
      watch(page);
      page.on("request", (request) => {
        if (!READS.has(request.method()) && request.url().startsWith(`${baseURL}/`))
          writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
      });
    };
    await use(consoleErrors);
    expect(writes, "requests that would change the shared server (use `test`)").toEqual([]);
  },
});

export { expect };

/** A desktop screen, for `test.use({ viewport: DESKTOP })` or `openPage({ viewport: DESKTOP })`. */
export const DESKTOP = { width: 1280, height: 900 };
