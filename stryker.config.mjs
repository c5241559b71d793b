// Mutation testing: `npm run mutate` (not part of CI). See "Mutation testing" in README.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: {
    configFile: "vitest.stryker.config.ts",
    // API tests reach the mutated code over HTTP (app.inject), not by importing it.
    related: false,
  },
  mutate: [
    "src/contracts/**/*.ts",
    "!src/contracts/**/*.test.ts",
    "src/server/plugins/session.ts",
    "src/server/plugins/csrf.ts",
    "src/server/modules/orders/place-order.ts",
    "src/server/modules/orders/new-order-rows.ts",
    "src/server/modules/catalog/product-csv.ts",
    "src/server/modules/auth/login-throttle.ts",
  ],
  coverageAnalysis: "perTest",
  // TypeScript 7 (native) has no JavaScript compiler API for Stryker's tsconfig rewriting step:
  // point it at a file that does not exist so the step is skipped. Vitest does not type-check, so
  // neither is the @ts-nocheck preprocessing needed.
  tsconfigFile: "stryker-skips-tsconfig.json",
  disableTypeChecks: false,
  concurrency: 2,
  reporters: ["html", "json", "clear-text", "progress"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  clearTextReporter: { logTests: false, allowEmojis: false },
  tempDirName: ".stryker-tmp",
  cleanTempDir: true,
};
