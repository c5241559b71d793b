import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./e2e/support/chromium";

/**
 * Browser journeys (decision 0021). Every test gets its own server on its own copy of seeded data
 * (e2e/support/fixtures.ts; on PostgreSQL when DATABASE_URL is set, decision 0063), so tests run
 * in any order, two at a time, and share no state; a `readOnlyTest`, which writes nothing, shares its worker's demo server (decision 0051). Nothing is retried: a test that needs a retry to pass is a bug to find, not to hide.
 */
export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.e2e.ts",
  fullyParallel: true,
  // Two cores: each worker drives one Chromium and one server at a time.
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 90_000,
  expect: { timeout: 10_000 },
  globalSetup: "./e2e/support/global-setup.ts",
  outputDir: "test-results/e2e",
  reporter: [["list"]],
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    // A phone unless a test says otherwise: most journeys are a shopper's.
    viewport: { width: 390, height: 844 },
    actionTimeout: 10_000,
    navigationTimeout: 30_000,
    // A trace records every action's page and a screencast, for every test, to keep a failing
    // one's. CI's machine is gone after the run and nobody opens its traces, so CI records none and
    // keeps that CPU for the tests (decision 0058); a failing test still leaves its screenshot.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
  },
});
