import { configDefaults, defineConfig } from "vitest/config";

/** Whole files whose point is scale: the fuzzing of every route, hundreds of requests at once, other processes. */
const SLOW = ["**/*.slow.test.ts"];
/** Opening a database copies a migrated template made once per run (decision 0040). */
const DATABASE_TEMPLATES = "tests/setup/database-templates.ts";
/** Where a worker that runs file after file evaluates the project's modules anew for each file. */
const FRESH_MODULES = "tests/setup/fresh-modules.ts";

/**
 * Four projects, one run (`npm run test:api` = `vitest run`; decision 0040). A worker of node, slow
 * or web runs file after file (`isolate: false`): Node, the libraries, jsdom and PGlite's compiled
 * WebAssembly stay loaded, which a fresh process per file paid for again and again, while the
 * project's own modules are evaluated anew for each file (FRESH_MODULES).
 * - node: the server's, the contracts' and the harness's unit and API tests.
 * - slow: `*.slow.test.ts`; `npm test` runs them beside the browser journeys.
 * - web: the web's component and hook tests (`*.test.tsx`) in jsdom, each file on a blank page.
 * - web-node: the web's other modules in node, a fresh process per file: they replace modules
 *   (`vi.mock`), and a module replaced for one file would stay replaced for the next.
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
          setupFiles: [FRESH_MODULES],
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
          setupFiles: [FRESH_MODULES],
          globalSetup: [DATABASE_TEMPLATES],
        },
      },
      {
        extends: true,
        test: {
          name: "web",
          environment: "jsdom",
          include: ["src/web/**/*.test.tsx"],
          isolate: false,
          setupFiles: [FRESH_MODULES, "tests/web/fresh-page.ts", "tests/web/setup.ts"],
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
