import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe } from "vitest";
import type { Db } from "#server/db/client";
import type { AppDeps } from "#server/deps";
import { createTestApp, type TestApp, type TestConfigOverrides } from "./test-app";
import { DRIVERS, type Driver } from "./test-database";

export interface SuiteApp extends TestApp {
  /** The app's DATA_DIR: a temporary folder of its own, where uploaded files land; removed after. */
  dataDir: string;
}

export interface SuiteOptions {
  /** Settings on top of the tests' defaults (testConfig); `limits` are merged with the defaults'. */
  config?: TestConfigOverrides;
  /** The web build the app serves (a test's own folder); none by default. */
  webDir?: string | (() => string);
  /** The app's clock for opening hours; Date.now by default. */
  now?: () => number;
  /** Card payment providers of the test's own (createTestApp's `providers`). */
  providers?: (db: Db) => AppDeps["providers"];
  /** The app's logger, for a test that reads what is logged (silent otherwise). */
  log?: FastifyBaseLogger;
}

/**
 * The app over a fresh database for the tests of the enclosing `describe`: opened before them and
 * closed after them, as main.ts builds it. Its fields are there once the suite has started: read
 * them in hooks and tests, not while the suite is being declared.
 */
export function useTestApp(
  driver: Driver,
  { config = {}, webDir, now, providers, log }: SuiteOptions = {},
): SuiteApp {
  const suite = {} as SuiteApp;
  beforeAll(async () => {
    const dataDir = config.dataDir ?? mkdtempSync(path.join(tmpdir(), "storefront-api-"));
    const app = await createTestApp(
      driver,
      { ...config, dataDir },
      { webDir: typeof webDir === "function" ? webDir() : webDir, now, providers, log },
    );
    Object.assign(suite, app, { dataDir });
  });
  afterAll(async () => {
    await suite.close?.();
    if (suite.dataDir && !config.dataDir) rmSync(suite.dataDir, { recursive: true, force: true });
  });
  return suite;
}

/**
 * A suite run once per database driver ("… on pglite", "… on postgres" when DATABASE_URL is set),
 * each with its own app (useTestApp).
 */
export function describeOnDrivers(
  name: string,
  ...args:
    | [body: (t: SuiteApp, driver: Driver) => void]
    | [options: SuiteOptions, body: (t: SuiteApp, driver: Driver) => void]
) {
  const [options, body] = args.length === 1 ? [{}, args[0]] : args;
  describe.each(DRIVERS)(`${name} on %s`, (driver) => body(useTestApp(driver, options), driver));
}
