import { defineConfig } from "vitest/config";

/**
 * Two projects, one run (`npm run test:api` = `vitest run`): the web's component and hook tests
 * (`*.test.tsx` under src/web) in jsdom, everything else in node as before.
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
          include: ["src/**/*.test.ts", "tests/**/*.test.ts", "scripts/**/*.test.ts"],
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
    ],
  },
});
