import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The tests Stryker runs (`npm run mutate`): the unit tests and the API tests that reach the mutated
 * files (contracts, session and CSRF plugins, order placement, the product CSV parser and the
 * login throttle). Fast unit files run first, so a mutant they kill costs no database start-up
 * (Stryker bails at the first failure).
 */
class UnitTestsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const isApi = (f: TestSpecification) => f.moduleId.endsWith(".api.test.ts");
    return [...sorted.filter((f) => !isApi(f)), ...sorted.filter(isApi)];
  }
}

export default defineConfig({
  test: {
    include: [
      "src/contracts/**/*.test.ts",
      "src/web/**/*.test.ts",
      "src/server/modules/auth/login-throttle.test.ts",
      "src/server/modules/catalog/product-csv.test.ts",
      "src/server/modules/orders/place-order.test.ts",
      "src/server/modules/ads/ads.api.test.ts",
      "src/server/modules/auth/auth.api.test.ts",
      "src/server/modules/auth/sessions.api.test.ts",
      "src/server/modules/catalog/catalog.api.test.ts",
      "src/server/modules/catalog/bulk-upload.api.test.ts",
      "src/server/modules/merchants/customization.api.test.ts",
      "src/server/modules/orders/place-order.api.test.ts",
      "src/server/modules/orders/order-management.api.test.ts",
      "src/server/modules/prescriptions/prescriptions.api.test.ts",
      "src/server/modules/storefront/storefront.api.test.ts",
      "src/server/modules/zones/zones.api.test.ts",
      "src/server/limits/limits.api.test.ts",
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each mutant's run opens its databases as copies of templates migrated once (decision 0040).
    globalSetup: ["tests/setup/database-templates.ts"],
    sequence: { sequencer: UnitTestsFirst },
  },
});
