import { configDefaults, defineConfig } from "vitest/config";
import { preactRuntime } from "./scripts/preact-runtime";

/** Whole files whose point is scale or other processes: the fuzzing of every route, mail from two processes. */
const SLOW = ["**/*.slow.test.ts"];
/** Opening a database copies a migrated template made once per run (decision 0040). */
const DATABASE_TEMPLATES = "tests/setup/database-templates.ts";
/**
 * Tests of what the browser's runtime itself decides (when a part hydrates, what hydration patches):
 * they run on Preact, aliased as the build does (scripts/preact-runtime.ts); the web project's run on React.
 */
const PREACT_TESTS = "src/web/**/*.preact.test.tsx";
/** Where a worker that runs file after file evaluates the project's modules anew for each file. */
const FRESH_MODULES = "tests/setup/fresh-modules.ts";
/** New password hashes at argon2id's cheapest; the product's own cost is checked in password.test.ts. */
const CHEAP_PASSWORD_HASHING = "tests/setup/cheap-password-hashing.ts";

/**
 * Four projects, one run (`npm run test:api` = `vitest run`; decision 0040). Their workers run file
 * after file (`isolate: false`): Node, the libraries, jsdom and PGlite's compiled WebAssembly stay
 * loaded, which a fresh process per file paid for again and again, while the project's own modules
 * are evaluated anew for each file (FRESH_MODULES; a `vi.mock` holds for its own file only).
 * - node: unit and API tests, the web's plain modules included.
 * - slow: `*.slow.test.ts`, whole files whose point is scale or other processes.
 * - web: the web's component and hook tests (`*.test.tsx`) in jsdom, each file on a blank page.
 * - web-preact: the same, on the browser's runtime (`*.preact.test.tsx`).
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each API test file opens its own database; two cores, so two files at a time.
    maxWorkers: 2,
    // A scale test inside a feature's file (hundreds of orders at once, thousands of rows): it needs
    // that file's setup, so it stays there, tagged. `npm run test:quick` leaves these and the slow
    // project out.
    tags: [{ name: "slow", description: "a scale test: hundreds of requests at once, thousands of rows" }],
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["src/**/*.test.ts", "tests/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...SLOW],
          isolate: false,
          setupFiles: [FRESH_MODULES, CHEAP_PASSWORD_HASHING],
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
          setupFiles: [FRESH_MODULES, CHEAP_PASSWORD_HASHING],
          globalSetup: [DATABASE_TEMPLATES],
        },
      },
      {
        extends: true,
        test: {
          name: "web",
          environment: "jsdom",
          include: ["src/web/**/*.test.tsx"],
          exclude: [...configDefaults.exclude, PREACT_TESTS],
          isolate: false,
          setupFiles: [FRESH_MODULES, "tests/web/fresh-page.ts", "tests/web/setup.ts"],
        },
      },
      {
        extends: true,
        resolve: preactRuntime,
        test: {
          name: "web-preact",
          environment: "jsdom",
          include: [PREACT_TESTS],
          isolate: false,
          setupFiles: [FRESH_MODULES, "tests/web/fresh-page.ts"],
        },
      },
    ],
  },
});
