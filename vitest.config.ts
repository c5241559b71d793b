import { configDefaults, defineConfig } from "vitest/config";

/** Whole files whose point is scale: the fuzzing of every route, hundreds of requests at once, other processes. */
const SLOW = ["**/*.slow.test.ts"];
/** Opening a database copies a migrated template made once per run (decision 0040). */
const DATABASE_TEMPLATES = "tests/setup/database-templates.ts";

/**
 * Four projects, one run (`npm run test:api` = `vitest run`; decision 0040):
 * - node: the server's, the contracts' and the harness's unit and API tests, in workers that run
 *   file after file without re-importing the app (`isolate: false`): a fresh process per file cost
 *   more than most files' tests. Nothing there keeps state in a module between files.
 * - slow: `*.slow.test.ts`, the same way; CI runs them beside the browser journeys (`npm test`).
 * - web: the web's component and hook tests (`*.test.tsx`) in jsdom, a fresh process per file.
 * - web-node: the web's other modules in node, a fresh process per file: they replace modules and
 *   globals (`vi.mock`, `vi.stubGlobal`, fake timers) and share module-level stores.
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each API test file opens its own database; two cores, so two files at a time.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: [
            "src/server/**/*.test.ts",
            "src/contracts/**/*.test.ts",
            "tests/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          exclude: [...configDefaults.exclude, ...SLOW],
          isolate: false,
          globalSetup: [DATABASE_TEMPLATES],
        },
      },
      {
        extends: true,
        test: {
          name: "slow",
          environment: "node",
          include: SLOW,
          isolate: false,
          globalSetup: [DATABASE_TEMPLATES],
        },
      },
      {
        extends: true,
        test: {
          name: "web",
          environment: "jsdom",
          include: ["src/web/**/*.test.tsx"],
          setupFiles: ["tests/web/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "web-node",
          environment: "node",
          include: ["src/web/**/*.test.ts"],
        },
      },
    ],
  },
});
